"""The feedback entry of the call catalogue (docs/contract.md section 15), module FEEDBACK3.

PUT and POST both send it, as the platform's client does. It needs a real account and is
never retried; its body carries up to 3 images, so its route is dedicated
(bff/features/feedback/routes.py reads the large body after the session checks).
"""

from __future__ import annotations

from ...entry import Entry, Handler
from .schemas import FeedbackReceipt, FeedbackRequest

FEEDBACK: tuple[Entry, ...] = (
    Entry(
        "feedback.send",
        "/wps/feedback",
        methods=("PUT", "POST"),
        token=True,
        real_account=True,
        module="FEEDBACK3",
        body=FeedbackRequest,
        response=FeedbackReceipt,
        retry=False,
        handler=Handler.DEDICATED,
        summary="Send feedback: a question type, 10 to 500 characters, a contact and up to 3 "
        "png or jpeg images of 5 MB",
        tags=("feedback",),
    ),
)
