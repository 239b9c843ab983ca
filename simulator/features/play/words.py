"""The demo page's wording, English and Vietnamese (chosen by the launch URL's lang)."""

from __future__ import annotations

WORDS: dict[str, dict[str, str]] = {
    "en": {
        "balance": "Balance",
        "bet": "Bet",
        "spin": "Spin",
        "deal": "Deal",
        "lastWin": "Last win",
        "history": "Round history",
        "noRounds": "No rounds yet",
        "win": "You win",
        "lose": "No win this time",
        "refund": "Tie: half your bet back",
        "insufficient": "Insufficient balance",
        "expired": "This game session has expired. Launch the game again.",
        "invalid": "This game session is not valid. Launch the game again.",
        "maintenance": "Game under maintenance",
        "limit": "This bet would pass a limit you set: {remaining} left until it resets",
        "sessionLimit": "Your session time limit has been reached. Log in again on the site.",
        "sessionEnded": "Your session on the site has ended. Log in again to play.",
        "error": "Something went wrong, please try again",
        "pick": "Pick a side",
        "dragon": "Dragon",
        "tiger": "Tiger",
        "tie": "Tie",
        "lobby": "lobby demo",
        "demo": "Demo game: bets use your wallet",
        "payTable": "Pay table (middle line, left to right)",
        "rules": (
            "Dragon or Tiger pays 1:1, Tie pays 11:1; a tie returns half of a Dragon or Tiger bet"
        ),
    },
    "vi": {
        "balance": "Số dư",
        "bet": "Mức cược",
        "spin": "Quay",
        "deal": "Chia bài",
        "lastWin": "Thắng gần nhất",
        "history": "Lịch sử ván chơi",
        "noRounds": "Chưa có ván nào",
        "win": "Bạn thắng",
        "lose": "Chưa trúng lần này",
        "refund": "Hòa: hoàn một nửa tiền cược",
        "insufficient": "Số dư không đủ",
        "expired": "Phiên trò chơi đã hết hạn. Hãy mở lại trò chơi.",
        "invalid": "Phiên trò chơi không hợp lệ. Hãy mở lại trò chơi.",
        "maintenance": "Trò chơi đang bảo trì",
        "limit": (
            "Cược này sẽ vượt hạn mức bạn đã đặt: còn {remaining} cho đến khi hạn mức được đặt lại"
        ),
        "sessionLimit": "Phiên chơi đã đạt giới hạn thời gian. Hãy đăng nhập lại trên trang web.",
        "sessionEnded": "Phiên đăng nhập trên trang web đã kết thúc. Hãy đăng nhập lại để chơi.",
        "error": "Đã có lỗi, vui lòng thử lại",
        "pick": "Chọn cửa",
        "dragon": "Rồng",
        "tiger": "Hổ",
        "tie": "Hòa",
        "lobby": "bản demo sảnh",
        "demo": "Trò chơi demo: tiền cược dùng ví của bạn",
        "payTable": "Bảng trả thưởng (hàng giữa, từ trái sang phải)",
        "rules": (
            "Rồng hoặc Hổ trả 1:1, Hòa trả 11:1; khi hòa, cược Rồng hoặc Hổ được hoàn một nửa"
        ),
    },
}


def words_for(lang: str) -> dict[str, str]:
    return WORDS["vi" if lang.lower().startswith("vi") else "en"]
