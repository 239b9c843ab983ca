"""ACCESS_LOG: which requests reach logger bff.access, and what a line holds."""

from __future__ import annotations

import logging

import pytest
from aiohttp import web
from aiohttp.test_utils import make_mocked_request

from bff.access_log import LOGGER, access_log_class


def _logged(mode: str, status: int, seconds: float, caplog: pytest.LogCaptureFixture) -> list[str]:
    caplog.clear()
    logger = access_log_class(mode)(LOGGER, "")  # type: ignore[arg-type]
    request = make_mocked_request("GET", "/wps/v2/wallets/balance?code=123456")
    if logger.enabled:
        logger.log(request, web.Response(status=status, body=b"{}"), seconds)
    return [r.getMessage() for r in caplog.records if r.name == "bff.access"]


def test_errors_mode_logs_failures_and_slow_answers_only(caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO, logger="bff.access")
    assert _logged("errors", 200, 0.01, caplog) == []
    assert _logged("errors", 304, 0.01, caplog) == []
    (line,) = _logged("errors", 502, 0.01, caplog)
    assert '"GET /wps/v2/wallets/balance" 502 ' in line and line.endswith(" 0.010")
    assert "123456" not in line  # no query string: it can carry codes
    assert len(_logged("errors", 200, 1.5, caplog)) == 1


def test_all_and_off(caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO, logger="bff.access")
    assert len(_logged("all", 200, 0.01, caplog)) == 1
    assert _logged("off", 500, 5.0, caplog) == []
