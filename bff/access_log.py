"""The BFF's access log (ACCESS_LOG): every request, only the failed and slow ones, or none.

aiohttp's own access logger formats every line from a pattern and sends it through `logging`;
under load that was a sixth of the time of a cached answer. This one decides first whether
the request is to be logged at all, and formats only the lines it writes."""

from __future__ import annotations

import logging
from typing import Literal

from aiohttp.abc import AbstractAccessLogger
from aiohttp.web import BaseRequest, StreamResponse

LOGGER = logging.getLogger("bff.access")
SLOW = 1.0  # seconds: a slower answer is logged in "errors" mode too

Mode = Literal["all", "errors", "off"]


class AccessLog(AbstractAccessLogger):
    """`remote "METHOD path" status bytes seconds` on logger bff.access. The query string is
    left out: it can carry a member's search terms or a reset code."""

    mode: Mode = "errors"

    @property
    def enabled(self) -> bool:
        return self.mode != "off" and self.logger.isEnabledFor(logging.INFO)

    def log(self, request: BaseRequest, response: StreamResponse, time: float) -> None:
        if self.mode == "errors" and response.status < 400 and time < SLOW:
            return
        self.logger.info(
            '%s "%s %s" %s %s %.3f',
            request.remote,
            request.method,
            request.path,
            response.status,
            response.body_length,
            time,
        )


def access_log_class(mode: Mode) -> type[AccessLog]:
    """AccessLog for `mode` (a class, as aiohttp's runner wants one)."""
    return type("AccessLog", (AccessLog,), {"mode": mode})
