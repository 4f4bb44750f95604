"""The sentences the rules screen is made of, in every language of the page.

``ui/rules_text.py`` picks and fills them from the ``Rules`` fields; here is only
wording. Every language has the same keys and placeholders (a test checks).
"""

from __future__ import annotations

RU: dict[str, str] = {
    "title": "Правила этой игры",
    "note": "Так играется текущая партия; правила меняются в «Новая игра → Настройки».",
    "h_cards": "Карты", "h_deal": "Игроки и сдача", "h_redeal": "Пересдача",
    "h_bidding": "Торговля", "h_talon": "Прикуп и заказ", "h_play": "Розыгрыш",
    "h_scoring": "Подсчёт очков", "h_barrel": "Бочка и победа",
    "cards_deck": "24 карты: 9, валет, дама, король, 10, туз каждой масти; они стоят 0, 2, 3, "
                  "4, 10, 11 очков — всего в колоде 120.",
    "marriage": "Марьяж — король и дама одной масти: {values}.",
    "ace_marriage_on": "Четыре туза — тузовый марьяж на 200.",
    "ace_marriage_off": "Тузового марьяжа нет.",
    "deal_2": "Двое игроков: по 9 карт и два прикупа по 3. Играющий берёт один прикуп не глядя, "
              "отдаёт одну карту сопернику и одну кладёт на другой прикуп; его очки получает "
              "взявший последнюю взятку.",
    "deal_3": "Трое игроков: по 7 карт, 3 карты в прикуп.",
    "deal_4": "Четверо игроков: сдающий пропускает раздачу, трое остальных играют по 7 карт с "
              "прикупом из 3.",
    "dealer_talon_on": "Сдающий получает очки карт прикупа (с округлением) и марьяж, если он "
                       "в прикупе.",
    "dealer_talon_off": "Сдающий за прикуп ничего не получает.",
    "four_aces_redeal": "Четыре туза на руке — обязательная пересдача.",
    "redeal_off": "Пересдач нет.",
    "redeal_hand": "Игрок, у которого на руке меньше {below} очков или девяток не меньше "
                   "{nines}, может до торговли попросить пересдачу.",
    "redeal_talon": "Играющий может пересдать, если в прикупе меньше {below} очков или "
                    "девяток не меньше {nines}.",
    "redeal_no_limit": "Пересдач подряд может быть сколько угодно.",
    "redeal_limit": "На {n}-й пересдаче подряд сдающий теряет 120, и сдача остаётся.",
    "bid_start": "Игрок слева от сдающего — на сотне: его ставка 100 без слов. Ставки растут "
                 "с шагом {step}; пас окончателен.",
    "bid_cap_on": "Нельзя ставить больше 120 плюс марьяжи у себя на руке (и не больше 300).",
    "bid_cap_off": "Ставку ограничивает только предел 300.",
    "negative_limit": "Игрок со счётом ниже {limit} пасует автоматически.",
    "golden": "Золотых раздач в начале игры: {n}. В них ставки от 120, пасовать ниже 120 "
              "нельзя, очки раздачи удваиваются; если в них никто не сыграл заказ, все очки "
              "обнуляются.",
    "dark": "До того как посмотреть карты, игрок на сотне может сыграть 120 «в тёмную» (при "
            "240 очках и больше и если никто не на бочке): прикуп не показывается, результат "
            "удваивается.",
    "talon_show": "Играющий берёт прикуп и показывает его всем, кроме игры на сотне без "
                  "торговли.",
    "talon_show_always": "Играющий берёт прикуп и показывает его всем, даже при игре на "
                         "сотне без торговли.",
    "give_contract": "Играющий отдаёт по карте каждому сопернику и называет заказ: не меньше "
                     "ставки, с шагом {step}.",
    "concede_off": "Расписать (сдаться) нельзя.",
    "concede_contract": "До первого хода играющий может расписать: он теряет заказ, а "
                        "соперники получают по половине.",
    "concede_bolt": "До первого хода играющий может расписать: вместо потери заказа он "
                    "получает болт, а соперники получают по половине.",
    "concede_once": "Расписать можно только раз за игру.",
    "concede_barrel": "Пока кто-то на бочке, расписывать нельзя.",
    "follow": "Ходить нужно в масть; нет масти — козырем, если он есть; иначе любой картой.",
    "must_beat_on": "Если можно перебить карту, которая сейчас берёт взятку, — надо перебить.",
    "must_beat_off": "Перебивать не обязательно.",
    "declare": "На своём ходу (не в первой взятке) можно пойти королём или дамой марьяжа и "
               "объявить его: его цена идёт в очки, масть становится козырем.",
    "declare_aces": "На своём ходу (не в первой взятке) можно пойти королём или дамой марьяжа "
                    "и объявить его: его цена идёт в очки, масть становится козырем; с "
                    "четырьмя тузами можно объявить тузовый марьяж (200, козырь не меняется).",
    "trump_lead": "С козыря ходит только тот, кто его объявил (или у кого одни козыри).",
    "score_declarer": "Играющий, набравший заказ (очки взяток + свои марьяжи), получает "
                      "+заказ, иначе −заказ.",
    "score_defenders_round": "Защитники получают очки взяток, округлённые до 5, и свои марьяжи.",
    "score_defenders_exact": "Защитники получают очки взяток без округления и свои марьяжи.",
    "bolts": "Кто не взял ни одной взятки, получает болт; каждый {n}-й болт стоит −{penalty}.",
    "bolts_consecutive": "Считаются только болты подряд: раздача со взяткой сбрасывает счёт.",
    "samosval": "Ровно 555 очков — самосвал: счёт становится 0.",
    "samosval_negative": "Ровно −555 очков — счёт становится 0.",
    "samosval_off": "Самосвала нет.",
    "target": "Побеждает первый, набравший {target}.",
    "barrel_off": "Бочки нет: если {target} переходят несколько игроков сразу, побеждает "
                  "набравший больше.",
    "barrel_on": "Счёт, который дошёл бы до {barrel}, останавливается на {barrel}: игрок на "
                 "бочке и дойдёт до {target}, только сыграв заказ.",
    "barrel_tries": "Число попыток: {tries}; после них игрок слетает с бочки с "
                    "−{penalty}.",
    "barrel_falls": "Каждое {n}-е падение с бочки обнуляет счёт.",
    "barrel_bidding_on": "Игрок на бочке ставит не меньше 120.",
    "barrel_bidding_off": "Пока кто-то на бочке, торговли нет: он играет 120 с прикупом.",
    "barrel_shared_on": "На бочке могут сидеть несколько игроков.",
    "barrel_shared_off": "На бочке сидит только один: новый игрок сбивает прежнего (−{penalty}).",
    "why_link": "Почему нельзя?",
}

EN: dict[str, str] = {
    "title": "Rules of this game",
    "note": "This is how the current game plays; change the rules in New game → Settings.",
    "h_cards": "Cards", "h_deal": "Players and the deal", "h_redeal": "Redeal",
    "h_bidding": "Bidding", "h_talon": "Talon and contract", "h_play": "Play",
    "h_scoring": "Scoring", "h_barrel": "The barrel and winning",
    "cards_deck": "24 cards: 9, jack, queen, king, 10, ace of each suit; they score 0, 2, 3, 4, "
                  "10, 11 points — 120 in the deck.",
    "marriage": "A marriage is the king and queen of one suit: {values}.",
    "ace_marriage_on": "Four aces are an ace marriage worth 200.",
    "ace_marriage_off": "There is no ace marriage.",
    "deal_2": "Two players: 9 cards each and two talons of 3. The declarer takes one talon "
              "unseen, gives one card to the opponent and puts one on the other talon; its "
              "points go to whoever wins the last trick.",
    "deal_3": "Three players: 7 cards each, 3 in the talon.",
    "deal_4": "Four players: the dealer sits the round out; the other three play 7 cards each "
              "with a talon of 3.",
    "dealer_talon_on": "The dealer scores the talon's card points (rounded) and a marriage "
                       "in it.",
    "dealer_talon_off": "The dealer scores nothing for the talon.",
    "four_aces_redeal": "Four aces in a dealt hand force a redeal.",
    "redeal_off": "There are no redeals.",
    "redeal_hand": "A player whose hand has fewer than {below} points or at least {nines} nines "
                   "may ask for a redeal before the bidding.",
    "redeal_talon": "The declarer may redeal after taking a talon with fewer than {below} "
                    "points or at least {nines} nines.",
    "redeal_no_limit": "Redeals in a row are not limited.",
    "redeal_limit": "On redeal number {n} in a row the dealer loses 120 and the deal stands.",
    "bid_start": "The player left of the dealer is on the hundred: an automatic bid of 100. "
                 "Bids rise in steps of {step}; a pass is final.",
    "bid_cap_on": "Nobody may bid above 120 plus the marriages in their own hand (and never "
                  "above 300).",
    "bid_cap_off": "Bids are limited only by 300.",
    "negative_limit": "A player whose score is below {limit} passes automatically.",
    "golden": "The first {n} deals are golden: bids start at 120, nobody may pass below 120, "
              "and the round's scores are doubled; if nobody makes a contract in them, every "
              "score goes back to 0.",
    "dark": "Before looking at the cards, the player on the hundred may bid 120 in the dark "
            "(with 240 points or more and nobody on the barrel): the talon stays hidden and "
            "the result is doubled.",
    "talon_show": "The declarer takes the talon and shows it to everyone, except when won at "
                  "100 without bidding.",
    "talon_show_always": "The declarer takes the talon and shows it to everyone, even when "
                         "won at 100 without bidding.",
    "give_contract": "The declarer gives one card to each opponent and names the contract: at "
                     "least the bid, in steps of {step}.",
    "concede_off": "Conceding is not allowed.",
    "concede_contract": "Before the first card the declarer may concede: the declarer loses "
                        "the contract and each opponent scores half of it.",
    "concede_bolt": "Before the first card the declarer may concede: instead of losing the "
                    "contract the declarer takes a bolt, and each opponent scores half of it.",
    "concede_once": "Each player may concede only once per game.",
    "concede_barrel": "Nobody may concede while someone is on the barrel.",
    "follow": "Follow suit; without it, play a trump if there is one; otherwise any card.",
    "must_beat_on": "If a card you may play beats the card now winning the trick, you must "
                    "play one that does.",
    "must_beat_off": "You need not play higher.",
    "declare": "On lead (not in the first trick) you may play the king or queen of a marriage "
               "you hold and declare it: you score its value and its suit becomes trump.",
    "declare_aces": "On lead (not in the first trick) you may play the king or queen of a "
                    "marriage you hold and declare it: you score its value and its suit "
                    "becomes trump; holding four aces you may declare the ace marriage (200, "
                    "trump unchanged).",
    "trump_lead": "Only the player who declared the trump may lead a trump (or one holding "
                  "nothing else).",
    "score_declarer": "A declarer who takes the contract (card points + own marriages) "
                      "scores +contract, otherwise −contract.",
    "score_defenders_round": "Defenders score their card points rounded to 5, plus their "
                             "marriages.",
    "score_defenders_exact": "Defenders score their card points as they are, plus their "
                             "marriages.",
    "bolts": "A player who wins no trick gets a bolt; bolt number {n} (and every {n} more) "
             "costs {penalty} points.",
    "bolts_consecutive": "Only bolts in a row count: a round with a trick starts the count "
                         "again.",
    "samosval": "A score of exactly 555 is a samosval: it falls to 0.",
    "samosval_negative": "A score of exactly −555 goes to 0.",
    "samosval_off": "There is no samosval.",
    "target": "The first to reach {target} wins.",
    "barrel_off": "There is no barrel: when several pass {target} at once, the highest wins.",
    "barrel_on": "A score that would reach {barrel} stops at {barrel}: the player is on the "
                 "barrel and gets to {target} only by making a contract.",
    "barrel_tries": "Tries for it: {tries}; after them the player falls off with "
                    "−{penalty}.",
    "barrel_falls": "Falls count for the whole game: fall number {n} (and every {n} more) "
                    "sets the score to 0.",
    "barrel_bidding_on": "A player on the barrel bids at least 120.",
    "barrel_bidding_off": "While someone is on the barrel there is no bidding: that player "
                          "plays 120 with the talon.",
    "barrel_shared_on": "Several players may sit on the barrel.",
    "barrel_shared_off": "Only one sits on the barrel: a newcomer knocks the other off "
                         "(−{penalty}).",
    "why_link": "Why not?",
}

RULES_WORDS: dict[str, dict[str, str]] = {"ru": RU, "en": EN}
