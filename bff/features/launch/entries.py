"""The launch entry of the call catalogue: launchGame, served by this feature's handler."""

from __future__ import annotations

from ...entry import Entry, Handler
from .schemas import LaunchRequest, LaunchValue, PublicLaunch

LAUNCH: tuple[Entry, ...] = (
    Entry(
        "game.launch",
        "/wps/game/launchGame",
        # POST only: a launch moves money (auto-transfer), so the CSRF check must cover it
        methods=("POST",),
        token=True,
        module="GAMELO3",
        body=LaunchRequest,
        response=LaunchValue,
        public_response=PublicLaunch,
        retry=False,  # opens a game session upstream: never sent twice
        handler=Handler.DEDICATED,  # bff/features/launch: fields added, answer normalised
        summary=(
            "Launch a game: the BFF adds accountType, confirmTrans, launchMode, clientType,"
            " username, merchantCode and language; any upstream shape (content.game_url,"
            " content as the address, top-level game_url) answers content.game_url, on a"
            " launch host picked at random from launchGameCDNs, with origin=<this site>"
        ),
        tags=("game",),
    ),
)
