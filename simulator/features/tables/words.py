"""The live table page's wording, English and Vietnamese (the launch URL's lang)."""

from __future__ import annotations

from ..play.words import words_for as play_words

LIVE: dict[str, dict[str, str]] = {
    "en": {
        "round": "Round",
        "betting": "Place your bets",
        "closed": "No more bets",
        "closesIn": "Betting closes in",
        "nextIn": "Next round in",
        "chip": "Chip",
        "myBets": "My bets",
        "road": "Last results",
        "noBets": "No bets yet",
        "placed": "Bet placed",
        "bettingClosed": "Betting on this round has closed: wait for the next round",
        "player": "Player",
        "banker": "Banker",
        "tie": "Tie",
        "player_pair": "Player pair",
        "banker_pair": "Banker pair",
        "dragon": "Dragon",
        "tiger": "Tiger",
        "red": "Red",
        "black": "Black",
        "green": "Zero",
        "odd": "Odd",
        "even": "Even",
        "low": "1-18",
        "high": "19-36",
        "dozen": "Dozen",
        "column": "Column",
        "big": "Big",
        "small": "Small",
        "total": "Total",
        "any_triple": "Any triple",
        "triple": "Triple",
        "double": "Double",
        "single": "Number",
        "open": "Open",
        "won": "Won",
        "lost": "Lost",
        "push": "Push",
        "fight": "Fight",
        "meron": "Meron",
        "wala": "Wala",
        "draw": "Draw",
        "odds": "Odds",
        "rules_cockfight": (
            "Each fight has its own odds, shown while its bets are taken: Meron or Wala returns"
            " its odds times the stake; on a draw Meron and Wala bets come back and Draw pays 8:1"
        ),
        "rules_baccarat": (
            "Punto banco from an endless shoe: Player 1:1, Banker 0.95:1, Tie 8:1 (Player and"
            " Banker push on a tie), pairs 11:1"
        ),
        "rules_baccarat_nc": (
            "No commission: Player and Banker 1:1, a Banker win on 6 pays 1:2, Tie 8:1 (Player and"
            " Banker push on a tie), pairs 11:1"
        ),
        "rules_roulette": (
            "European wheel, one zero: a number 35:1, dozens and columns 2:1, red, black, odd,"
            " even, 1-18 and 19-36 1:1; outside bets lose on zero"
        ),
        "rules_sicbo": (
            "Three dice: Big 11-17 and Small 4-10 1:1 (a triple loses both), totals 60:1 to 6:1,"
            " any triple 30:1, a triple 180:1, a double 10:1, a number 1:1, 2:1 or 3:1"
        ),
        "rules_dragon_tiger": (
            "One card each, ace low: Dragon or Tiger 1:1, Tie 11:1; a tie returns half of a"
            " Dragon or Tiger bet"
        ),
        "rules_blackjack": (
            "Your hand against the dealer's: blackjack pays 3:2, a win 1:1, an equal total"
            " pushes; the dealer peeks for blackjack and stands on all 17s; double on your first"
            " two cards; no splitting or insurance; a hand left alone for a minute stands"
        ),
        "deal": "Deal",
        "hit": "Hit",
        "stand": "Stand",
        "doubleDown": "Double",
        "dealer": "Dealer",
        "you": "You",
        "decideIn": "Decide within",
        "newHand": "Choose a chip and deal",
        "o_blackjack": "Blackjack!",
        "o_win": "You win",
        "o_push": "Push",
        "o_lose": "Dealer wins",
        "o_bust": "Bust",
    },
    "vi": {
        "round": "Ván",
        "betting": "Mời đặt cược",
        "closed": "Ngừng nhận cược",
        "closesIn": "Đóng cược sau",
        "nextIn": "Ván mới sau",
        "chip": "Phỉnh",
        "myBets": "Cược của tôi",
        "road": "Kết quả gần đây",
        "noBets": "Chưa có cược",
        "placed": "Đã đặt cược",
        "bettingClosed": "Ván này đã đóng cược: hãy chờ ván tiếp theo",
        "player": "Con",
        "banker": "Cái",
        "tie": "Hòa",
        "player_pair": "Con đôi",
        "banker_pair": "Cái đôi",
        "dragon": "Rồng",
        "tiger": "Hổ",
        "red": "Đỏ",
        "black": "Đen",
        "green": "Số 0",
        "odd": "Lẻ",
        "even": "Chẵn",
        "low": "1-18",
        "high": "19-36",
        "dozen": "Tá",
        "column": "Cột",
        "big": "Tài",
        "small": "Xỉu",
        "total": "Tổng",
        "any_triple": "Bão bất kỳ",
        "triple": "Bão",
        "double": "Đôi",
        "single": "Số",
        "open": "Đang chờ",
        "won": "Thắng",
        "lost": "Thua",
        "push": "Hoàn cược",
        "fight": "Trận",
        "meron": "Meron (gà đỏ)",
        "wala": "Wala (gà xanh)",
        "draw": "Hòa",
        "odds": "Tỷ lệ",
        "rules_cockfight": (
            "Mỗi trận có tỷ lệ riêng, hiện trong lúc nhận cược: Meron hoặc Wala trả tiền cược nhân"
            " tỷ lệ; khi hòa, cược Meron và Wala được hoàn và cược Hòa trả 8:1"
        ),
        "rules_baccarat": (
            "Punto banco, bộ bài không giới hạn: Con 1:1, Cái 0,95:1, Hòa 8:1 (Con và Cái được hoàn"
            " khi hòa), đôi 11:1"
        ),
        "rules_baccarat_nc": (
            "Không hoa hồng: Con và Cái 1:1, Cái thắng với 6 điểm trả 1:2, Hòa 8:1 (Con và Cái được"
            " hoàn khi hòa), đôi 11:1"
        ),
        "rules_roulette": (
            "Bàn châu Âu, một số 0: một số 35:1, tá và cột 2:1, đỏ, đen, lẻ, chẵn, 1-18 và 19-36"
            " 1:1; cược ngoài thua khi ra số 0"
        ),
        "rules_sicbo": (
            "Ba xúc xắc: Tài 11-17 và Xỉu 4-10 1:1 (ra bão thì cả hai thua), tổng 60:1 đến 6:1,"
            " bão bất kỳ 30:1, một bão 180:1, một đôi 10:1, một số 1:1, 2:1 hoặc 3:1"
        ),
        "rules_dragon_tiger": (
            "Mỗi bên một lá, át nhỏ nhất: Rồng hoặc Hổ 1:1, Hòa 11:1; khi hòa, cược Rồng hoặc Hổ"
            " được hoàn một nửa"
        ),
        "rules_blackjack": (
            "Bài của bạn đấu với nhà cái: Xì Dách trả 3:2, thắng 1:1, bằng điểm hoàn cược; nhà cái"
            " xem trước Xì Dách và dừng ở mọi 17 điểm; được gấp đôi với hai lá đầu; không tách bài,"
            " không bảo hiểm; để quá một phút thì tự dừng"
        ),
        "deal": "Chia bài",
        "hit": "Rút",
        "stand": "Dừng",
        "doubleDown": "Gấp đôi",
        "dealer": "Nhà cái",
        "you": "Bạn",
        "decideIn": "Quyết định trong",
        "newHand": "Chọn phỉnh rồi chia bài",
        "o_blackjack": "Xì Dách!",
        "o_win": "Bạn thắng",
        "o_push": "Hoàn cược",
        "o_lose": "Nhà cái thắng",
        "o_bust": "Quắc",
    },
}


def words_for(lang: str) -> dict[str, str]:
    """The demo page's words and the live table's."""
    key = "vi" if lang.lower().startswith("vi") else "en"
    return {**play_words(lang), **LIVE[key]}
