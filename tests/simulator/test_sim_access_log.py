"""SIM_ACCESS_LOG: which requests reach logger simulator.access, and what a line holds."""

from __future__ import annotations

import logging

import pytest
from aiohttp import web
from aiohttp.test_utils import make_mocked_request

from simulator.access_log import LOGGER, access_log_class
from simulator.settings import Settings


def _logged(mode: str, status: int, seconds: float, caplog: pytest.LogCaptureFixture) -> list[str]:
    caplog.clear()
    logger = access_log_class(mode)(LOGGER, "")  # type: ignore[arg-type]
    request = make_mocked_request("GET", "/wps/session/sms?code=123456")
    if logger.enabled:
        logger.log(request, web.Response(status=status, body=b"{}"), seconds)
    return [r.getMessage() for r in caplog.records if r.name == "simulator.access"]


def test_by_default_only_failures_and_slow_answers_are_written(
    caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("SIM_ACCESS_LOG", raising=False)
    mode = Settings().access_log
    assert mode == "errors"
    caplog.set_level(logging.INFO, logger="simulator.access")
    assert _logged(mode, 200, 0.01, caplog) == []
    (line,) = _logged(mode, 503, 0.02, caplog)
    assert '"GET /wps/session/sms" 503 ' in line and line.endswith(" 0.020")
    assert "123456" not in line
    assert len(_logged(mode, 200, 1.5, caplog)) == 1


def test_all_and_off(caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch) -> None:
    caplog.set_level(logging.INFO, logger="simulator.access")
    monkeypatch.setenv("SIM_ACCESS_LOG", "all")
    assert len(_logged(Settings().access_log, 200, 0.01, caplog)) == 1
    assert _logged("off", 500, 5.0, caplog) == []
    monkeypatch.setenv("SIM_ACCESS_LOG", "loud")
    with pytest.raises(ValueError):
        Settings()
