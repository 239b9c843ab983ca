"""The paging fields every paged list answers with: list, totalCount, totalPages (1-based
pages), pageNo, pageSize."""

from __future__ import annotations

from typing import Any


def paged(rows: list[dict[str, Any]], count: int, page_no: int, page_size: int) -> dict[str, Any]:
    return {
        "list": rows,
        "totalCount": count,
        "totalPages": (count + page_size - 1) // page_size,
        "pageNo": page_no,
        "pageSize": page_size,
    }
