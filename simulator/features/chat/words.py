"""The chat page's wording, English and Vietnamese (chosen by the ticket's language)."""

from __future__ import annotations

WORDS: dict[str, dict[str, str]] = {
    "en": {
        "online": "online",
        "placeholder": "Say something nice (up to 200 characters)",
        "send": "Send",
        "empty": "No messages yet. Start the conversation!",
        "host": "Room host",
        "you": "You",
        "tooLong": "A message is 1 to 200 characters",
        "expired": "This chat session has expired. Open the chat room again.",
        "invalid": "This chat session is not valid. Open the chat room again.",
        "closed": "The chat room is not available right now.",
        "error": "Could not reach the chat, retrying…",
        "rules": "Be kind. Never share your password or payment details.",
    },
    "vi": {
        "online": "đang trực tuyến",
        "placeholder": "Nhập tin nhắn (tối đa 200 ký tự)",
        "send": "Gửi",
        "empty": "Chưa có tin nhắn nào. Hãy bắt đầu trò chuyện!",
        "host": "Chủ phòng",
        "you": "Bạn",
        "tooLong": "Tin nhắn dài từ 1 đến 200 ký tự",
        "expired": "Phiên trò chuyện đã hết hạn. Hãy mở lại phòng trò chuyện.",
        "invalid": "Phiên trò chuyện không hợp lệ. Hãy mở lại phòng trò chuyện.",
        "closed": "Phòng trò chuyện hiện không khả dụng.",
        "error": "Không kết nối được phòng trò chuyện, đang thử lại…",
        "rules": "Hãy lịch sự. Không bao giờ chia sẻ mật khẩu hoặc thông tin thanh toán.",
    },
}


def words_for(locale: str) -> dict[str, str]:
    return WORDS["vi" if locale.lower().startswith("vi") else "en"]
