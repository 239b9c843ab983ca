"""The simulated payment gateway page (GET /pay/<orderNo>?t=&lang=&origin=): one HTML file
with a nonce CSP, framed by the site's origins only, as the demo game pages are. It tells
the framing site `deposit.finished` by postMessage to the checked origin, never '*'."""

from __future__ import annotations

import html
import secrets
from pathlib import Path

from ...core.money import format_minor
from ...fixtures import Fixtures
from ..play.page import script_json
from .store import Order

TEMPLATE = (Path(__file__).parent / "page.html").read_text(encoding="utf-8")
# Where a bank-transfer deposit "goes": a development account of the simulated gateway.
GATEWAY_BANK = {"name": "Vietcombank (sandbox)", "account": "0071000999888"}

WORDS: dict[str, dict[str, str]] = {
    "en": {
        "gateway": "Lotus Pay sandbox: no real money moves",
        "order": "Order",
        "channel": "Method",
        "expires": "Pay before",
        "bank": "Bank",
        "account": "Account",
        "memo": "Transfer note",
        "pay": "Pay now",
        "cancel": "Cancel",
        "working": "Processing…",
        "paid": "Payment successful. You can close this window.",
        "cancelled": "Payment cancelled.",
        "expired": "This order has expired. Start a new deposit.",
        "error": "Something went wrong, please try again.",
        "note": "A simulated payment page for development and QA.",
        "notFound": "This payment link is not valid.",
    },
    "vi": {
        "gateway": "Lotus Pay thử nghiệm: không có tiền thật",
        "order": "Mã đơn",
        "channel": "Phương thức",
        "expires": "Thanh toán trước",
        "bank": "Ngân hàng",
        "account": "Số tài khoản",
        "memo": "Nội dung chuyển khoản",
        "pay": "Thanh toán",
        "cancel": "Hủy",
        "working": "Đang xử lý…",
        "paid": "Thanh toán thành công. Bạn có thể đóng cửa sổ này.",
        "cancelled": "Đã hủy thanh toán.",
        "expired": "Đơn hàng đã hết hạn. Hãy tạo lệnh nạp mới.",
        "error": "Có lỗi xảy ra, vui lòng thử lại.",
        "note": "Trang thanh toán mô phỏng dành cho phát triển và kiểm thử.",
        "notFound": "Liên kết thanh toán không hợp lệ.",
    },
}


def words_for(lang: str) -> dict[str, str]:
    return WORDS["vi" if lang.lower() in ("vi", "ty") else "en"]


def render(
    order: Order, fixtures: Fixtures, channel_name: str, lang: str, parent: str | None
) -> tuple[str, str]:
    """(html, nonce) of the payment page for this order."""
    nonce = secrets.token_urlsafe(16)
    locale = "vi" if lang.lower() in ("vi", "ty") else "en"
    config = {
        "lang": locale,
        "words": words_for(locale),
        "merchant": fixtures.brand.name,
        "orderNo": order.order_no,
        "channel": order.channel,
        "channelName": channel_name,
        "amount": format_minor(order.amount),
        "currency": fixtures.brand.currency,
        "status": order.status,
        "expiresAt": order.expires_at,
        "bank": GATEWAY_BANK,
        "parent": parent,
    }
    page = (
        TEMPLATE.replace("__LANG__", locale)
        .replace("__TITLE__", html.escape(f"{fixtures.brand.name}: {order.order_no}"))
        .replace("__NONCE__", nonce)
        .replace("__CONFIG__", script_json(config))
    )
    return page, nonce
