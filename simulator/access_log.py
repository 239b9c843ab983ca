"""The simulator's access log (SIM_ACCESS_LOG): every request, the failed and slow ones, or none.

Every request is in the requests journal already (GET /__sim/requests), with its player; a
line per request on the log as well cost the simulator a tenth of its time under load. By
default only the requests a developer watching the log wants to see are written."""

from __future__ import annotations

import logging
from typing import Literal

from aiohttp.abc import AbstractAccessLogger
from aiohttp.web import BaseRequest, StreamResponse

LOGGER = logging.getLogger("simulator.access")
SLOW = 1.0  # seconds: a slower answer is logged in "errors" mode too

Mode = Literal["all", "errors", "off"]


def access_log_class(mode: Mode) -> type[AbstractAccessLogger]:
    """An access logger writing `remote "METHOD path" status seconds` lines (no query string:
    it can carry a code) for the requests `mode` names."""

    class AccessLog(AbstractAccessLogger):
        @property
        def enabled(self) -> bool:
            return mode != "off" and self.logger.isEnabledFor(logging.INFO)

        def log(self, request: BaseRequest, response: StreamResponse, time: float) -> None:
            if mode == "errors" and response.status < 400 and time < SLOW:
                return
            self.logger.info(
                '%s "%s %s" %s %.3f',
                request.remote,
                request.method,
                request.path,
                response.status,
                time,
            )

    return AccessLog
