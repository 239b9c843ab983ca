"""Domain errors and the one middleware that turns every failure into the envelope."""

from __future__ import annotations

import logging
from typing import Any

from aiohttp import web

from .envelope import fail

log = logging.getLogger(__name__)

# errorCode -> (HTTP status, English message). docs/contract.md section 2.
CATALOGUE: dict[str, tuple[int, str]] = {
    "login.not.session": (401, "Not logged in, please log in"),
    "function.not.available": (400, "This function is not available"),
    "region.restricted": (403, "Access is restricted in your location"),
    "TOO_MANY_REQUESTS": (429, "Too many requests, try again after 5 minutes"),
    "request.invalid": (400, "The request is not valid"),
    "field.required": (400, "This field is required"),
    "field.invalid": (400, "This field is not valid"),
    "password.mismatch": (400, "Confirmation password is not correct"),
    "age.not.confirmed": (400, "You must confirm your age"),
    "terms.not.accepted": (400, "You must accept the terms and conditions"),
    "username.exists": (400, "This username is already taken"),
    "user.or.password.invalid": (400, "Username or password is not correct"),
    "account.locked": (400, "This account is locked, contact customer service"),
    "captcha.required": (400, "Please enter the captcha"),
    "captcha.invalid": (400, "Captcha check failed"),
    "encryption.required": (400, "This call must be encrypted"),
    "encryption.invalid": (400, "The request body could not be decrypted"),
    "merchant.invalid": (400, "Unknown or missing merchant"),
    "control.forbidden": (403, "The control surface answers loopback callers only"),
    "admin.token.invalid": (401, "A valid admin bearer token is required"),
    "control.origin.forbidden": (403, "The control surface refuses requests from other sites"),
    "control.json.required": (
        415,
        "Control calls take a JSON body: send Content-Type: application/json",
    ),
    "insufficient.funds": (400, "Insufficient balance"),
    "transfer.conflict": (409, "A transfer with this reference differs"),
    "transfer.resolved": (409, "This pending transfer was already settled otherwise"),
    "login_verify_required": (400, "Complete verification first"),
    "verification.code.invalid": (400, "Invalid or missing verification code"),
    "verification.code.expired": (400, "Code expired, resend"),
    "USER_NOT_EXIST": (404, "Username/Email does not exist"),
    "mobile.exists": (400, "This mobile number is already registered"),
    "password.old.invalid": (400, "The old password is not correct"),
    "invitation_code_error": (400, "The invitation code is not valid"),
    "login.non.member": (400, "Non-member account unable to login"),
    "login.verify.unavailable": (
        403,
        "This login needs verification but the account has no way to verify, contact customer"
        " service",
    ),
    "operation.not.allowed": (403, "Operation not allowed, contact customer service"),
    "in_need_true_account": (403, "This feature needs a real account"),
    "game.not.found": (404, "Game not found"),
    "game.maintenance": (400, "Game under maintenance"),
    "game.launch.invalid": (400, "The launch parameters are not valid"),
    "user.or.token.invalid": (400, "The user does not match the session"),
    "ticket.invalid": (401, "This game session is not valid, launch the game again"),
    "ticket.expired": (401, "This game session has expired, launch the game again"),
    "balance.insufficient": (400, "Insufficient balance"),
    "limit.deposit.exceeded": (403, "This deposit would pass your deposit limit"),
    "limit.wager.exceeded": (403, "This stake would pass your wager limit"),
    "limit.loss.exceeded": (403, "This stake would pass your loss limit"),
    "session.time.limit": (401, "Your session time limit has been reached, please log in again"),
    "account.excluded": (403, "This account is excluded from play"),
    "exclusion.active": (409, "An exclusion is already in force and cannot be shortened"),
    "member.excluded": (403, "This member is excluded from play and cannot receive transfers"),
    "round.conflict": (409, "A round with this id differs"),
    "table.betting.closed": (409, "Betting on this round has closed; the next round opens soon"),
    "table.round.open": (409, "This round has not closed yet"),
    "hand.not.found": (404, "No such hand at this table"),
    "match.not.found": (404, "No such match"),
    "match.decided": (409, "This match has ended and its result stands"),
    "sports.market.closed": (409, "This market is closed"),
    "sports.odds.changed": (409, "The odds have changed"),
    "sports.stake.invalid": (400, "The stake is outside the limits"),
    "sports.legs.invalid": (400, "One to ten selections of different matches"),
    "hand.open": (409, "Finish the hand you are playing first"),
    "hand.settled": (409, "This hand is over"),
    "lottery.issue.closed": (400, "Betting on this issue is closed"),
    "lottery.numbers.invalid": (400, "The numbers are not valid for this play type"),
    "lottery.playtype.invalid": (400, "This game does not take this play type"),
    "request.conflict": (409, "A request with this id differs"),
    "wallet.not.found": (404, "Wallet not found"),
    "wallet.transfer.invalid": (400, "Transfers go between the main wallet and a game wallet"),
    "payment.password.not.set": (400, "Set a payment password first"),
    "payment.password.invalid": (400, "The payment password is not correct"),
    "deposit.channel.invalid": (400, "This payment method is not available"),
    "deposit.amount.invalid": (400, "The amount is outside this method's limits"),
    "deposit.too.many.open": (400, "Too many unpaid deposits: pay or cancel one first"),
    "deposit.not.found": (404, "Deposit order not found"),
    "deposit.not.pending": (400, "This deposit can no longer be paid"),
    "deposit.expired": (400, "This deposit order has expired"),
    "withdraw.amount.invalid": (400, "The amount is outside the withdrawal limits"),
    "withdraw.daily.limit": (400, "You have reached today's number of withdrawals"),
    "withdraw.not.found": (404, "Withdrawal not found"),
    "withdraw.state.invalid": (409, "This withdrawal cannot do that now"),
    "bank.card.not.found": (404, "Bank account not found"),
    "bank.card.name.mismatch": (400, "The account name must be your payee name"),
    "bank.card.limit": (400, "You have bound the most bank accounts allowed"),
    "bank.card.exists": (400, "This bank account is already bound"),
    "upline.not.found": (400, "You have no upline to transfer to"),
    "agent.only": (403, "This needs an agent account"),
    "agent.member.not.found": (404, "No such member in your team"),
    "contract.not.found": (404, "Contract not found"),
    "contract.state.invalid": (409, "This contract cannot do that now"),
    "contract.not.held": (400, "You hold no active contract of this kind to offer from"),
    "contract.rate.too.high": (400, "The rate is above your own"),
    "contract.downline.invalid": (400, "Contracts are offered to direct downline agents"),
    "contract.downline.rate.higher": (409, "Some of your downlines have a higher rate"),
    "mission.not.found": (404, "Mission not found"),
    "mission.state.invalid": (409, "This mission's reward cannot be claimed now"),
    "points.insufficient": (409, "Not enough points"),
    "points.stock.insufficient": (409, "This item is out of stock"),
    "points.mobile.mismatch": (400, "The mobile number is not the one registered"),
    "points.convert.invalid": (400, "Points convert in whole steps, at least the minimum"),
    "points.reward.not.found": (404, "Points-mall item not found"),
    "redeem.not.found": (404, "Redeem not found"),
    "redeem.state.invalid": (409, "This redeem was decided already"),
    "promotion.not.found": (404, "Promotion not found"),
    "promotion.state.invalid": (409, "This promotion cannot do that now"),
    "promotion.closed": (409, "This promotion is not running"),
    "promotion.not.eligible": (409, "You are not eligible for this promotion"),
    "raffle.not.drawn": (409, "This raffle has not been drawn yet"),
    "raffle.not.won": (409, "You did not win a prize in this raffle"),
    "application.not.found": (404, "Application not found"),
    "announcement.not.found": (404, "Announcement not found"),
    "feedback.not.found": (404, "Feedback not found"),
    "payload.too.large": (413, "The upload is too large"),
    "chat.room.not.found": (404, "Chat room not found"),
    "withdraw.rollover.unmet": (409, "Meet the bonus rollover before withdrawing"),
    "snapshot.not.found": (404, "No snapshot with this id"),
    "fault.not.found": (404, "No fault with this id"),
    "path.not.found": (404, "Not found"),
    "method.not.allowed": (405, "Method not allowed"),
    "system.error": (500, "Unknown error"),
}


class DomainError(Exception):
    """A failure with a stable code; the middleware maps it to the envelope and status."""

    def __init__(
        self,
        code: str,
        message: str | None = None,
        *,
        status: int | None = None,
        field: str | None = None,
        value: Any = None,
    ) -> None:
        default_status, default_message = CATALOGUE.get(code, (400, code))
        self.code = code
        self.message = message or default_message
        self.status = status or default_status
        self.field = field
        self.value = value
        super().__init__(f"{code}: {self.message}")


def _from_http(exc: web.HTTPException) -> web.StreamResponse:
    if exc.status == 404:
        code = "path.not.found"
    elif exc.status == 405:
        code = "method.not.allowed"
    elif exc.status < 500:
        code = "request.invalid"
    else:
        code = "system.error"
    return fail(code, exc.reason or CATALOGUE[code][1], exc.status)


@web.middleware
async def error_middleware(request: web.Request, handler: Any) -> web.StreamResponse:
    try:
        return await handler(request)
    except DomainError as exc:
        return fail(exc.code, exc.message, exc.status, field=exc.field, value=exc.value)
    except web.HTTPException as exc:
        if exc.status < 400:
            raise
        return _from_http(exc)
    except Exception:
        log.exception("unexpected error on %s %s", request.method, request.path)
        return fail("system.error", CATALOGUE["system.error"][1], 500)
