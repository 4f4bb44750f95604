"""The sentences the rules screen is made of, in every language of the page.

``ui/features/rules/text.py`` picks and fills them from the ``Rules`` fields; here is only
wording. Every language has the same keys and placeholders (a test checks).
"""

from __future__ import annotations

RU: dict[str, str] = {
    "title": "Правила этой игры",
    "preview_title": "Правила с этими настройками",
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
    "preview_title": "The rules with these settings",
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

PL: dict[str, str] = {
    "title": "Zasady tej gry",
    "preview_title": "Zasady z tymi ustawieniami",
    "note": "Tak toczy się bieżąca gra; zasady zmienia się w „Nowa gra → Ustawienia”.",
    "h_cards": "Karty", "h_deal": "Gracze i rozdanie", "h_redeal": "Ponowne rozdanie",
    "h_bidding": "Licytacja", "h_talon": "Musik i kontrakt", "h_play": "Rozgrywka",
    "h_scoring": "Liczenie punktów", "h_barrel": "Beczka i zwycięstwo",
    "cards_deck": "24 karty: 9, walet, dama, król, 10, as w każdym kolorze; są warte 0, 2, 3, "
                  "4, 10, 11 punktów — razem 120 w talii.",
    "marriage": "Meldunek to król i dama jednego koloru: {values}.",
    "ace_marriage_on": "Cztery asy to meldunek asów za 200.",
    "ace_marriage_off": "Nie ma meldunku asów.",
    "deal_2": "Dwóch graczy: po 9 kart i dwa musiki po 3. Grający bierze jeden musik w ciemno, "
              "oddaje jedną kartę rywalowi i kładzie jedną na drugi musik; jego punkty dostaje "
              "ten, kto weźmie ostatnią lewę.",
    "deal_3": "Trzech graczy: po 7 kart, 3 karty w musiku.",
    "deal_4": "Czterech graczy: rozdający pauzuje, pozostali trzej grają po 7 kart z musikiem "
              "z 3 kart.",
    "dealer_talon_on": "Rozdający dostaje punkty kart z musiku (zaokrąglone) i meldunek, "
                       "jeśli jest w musiku.",
    "dealer_talon_off": "Rozdający nic nie dostaje za musik.",
    "four_aces_redeal": "Cztery asy na ręce — obowiązkowe ponowne rozdanie.",
    "redeal_off": "Nie ma ponownych rozdań.",
    "redeal_hand": "Gracz, który ma na ręce mniej niż {below} punktów albo liczbę dziewiątek "
                   "co najmniej {nines}, może przed licytacją poprosić o ponowne "
                   "rozdanie.",
    "redeal_talon": "Grający może rozdać ponownie, jeśli w musiku jest mniej niż {below} "
                    "punktów albo liczba dziewiątek wynosi co najmniej {nines}.",
    "redeal_no_limit": "Ponownych rozdań z rzędu może być dowolnie wiele.",
    "redeal_limit": "Przy ponownym rozdaniu numer {n} z rzędu rozdający traci 120, a "
                    "rozdanie zostaje.",
    "bid_start": "Gracz po lewej od rozdającego jest na setce: licytuje 100 z urzędu. "
                 "Licytacja rośnie co {step}; pas jest ostateczny.",
    "bid_cap_on": "Nie można licytować więcej niż 120 plus meldunki na własnej ręce (i nigdy "
                  "ponad 300).",
    "bid_cap_off": "Licytację ogranicza tylko 300.",
    "negative_limit": "Gracz z wynikiem poniżej {limit} pasuje automatycznie.",
    "golden": "Złote rozdania na początku gry: {n}. Licytuje się w nich od 120, nie można "
              "pasować poniżej 120, a punkty rozdania są podwójne; jeśli nikt w nich nie ugrał "
              "kontraktu, wszystkie wyniki wracają do 0.",
    "dark": "Zanim zobaczy karty, gracz na setce może zagrać 120 w ciemno (mając co najmniej "
            "240 punktów, gdy nikt nie jest na beczce): musik zostaje zakryty, a wynik się "
            "podwaja.",
    "talon_show": "Grający bierze musik i pokazuje go wszystkim, chyba że wygrał na setce bez "
                  "licytacji.",
    "talon_show_always": "Grający bierze musik i pokazuje go wszystkim, nawet gdy wygrał na "
                         "setce bez licytacji.",
    "give_contract": "Grający oddaje po jednej karcie każdemu rywalowi i deklaruje kontrakt: "
                     "co najmniej licytację, co {step}.",
    "concede_off": "Nie można dać bomby.",
    "concede_contract": "Przed pierwszą kartą grający może dać bombę: traci kontrakt, a każdy "
                        "rywal dostaje połowę.",
    "concede_bolt": "Przed pierwszą kartą grający może dać bombę: zamiast tracić kontrakt "
                    "dostaje pałkę, a każdy rywal dostaje połowę.",
    "concede_once": "Bombę można dać tylko raz na grę.",
    "concede_barrel": "Gdy ktoś jest na beczce, nie można dać bomby.",
    "follow": "Trzeba dokładać do koloru; bez koloru — atutem, jeśli jest; inaczej dowolną "
              "kartą.",
    "must_beat_on": "Jeśli karta, którą wolno zagrać, przebija kartę biorącą lewę, trzeba "
                    "zagrać taką kartę.",
    "must_beat_off": "Nie trzeba przebijać.",
    "declare": "Wychodząc (nie w pierwszej lewie), możesz zagrać króla lub damę meldunku, "
               "który masz, i go zgłosić: dostajesz jego wartość, a jego kolor staje się "
               "atutem.",
    "declare_aces": "Wychodząc (nie w pierwszej lewie), możesz zagrać króla lub damę "
                    "meldunku, który masz, i go zgłosić: dostajesz jego wartość, a jego kolor "
                    "staje się atutem; mając cztery asy, możesz zgłosić meldunek asów (200, "
                    "atut bez zmian).",
    "trump_lead": "Atut wychodzić może tylko ten, kto go zgłosił (albo ktoś, kto ma same "
                  "atuty).",
    "score_declarer": "Grający, który ugrał kontrakt (punkty w lewach + własne meldunki), "
                      "dostaje +kontrakt, inaczej −kontrakt.",
    "score_defenders_round": "Obrońcy dostają punkty w lewach zaokrąglone do 5 oraz swoje "
                             "meldunki.",
    "score_defenders_exact": "Obrońcy dostają punkty w lewach bez zaokrąglenia oraz swoje "
                             "meldunki.",
    "bolts": "Kto nie weźmie żadnej lewy, dostaje pałkę; co {n}. pałka kosztuje {penalty} "
             "punktów.",
    "bolts_consecutive": "Liczą się tylko pałki z rzędu: rozdanie z lewą zeruje licznik.",
    "samosval": "Dokładnie 555 punktów to wywrotka: wynik spada do 0.",
    "samosval_negative": "Dokładnie −555 punktów: wynik wraca do 0.",
    "samosval_off": "Nie ma wywrotki.",
    "target": "Wygrywa pierwszy, kto osiągnie {target}.",
    "barrel_off": "Nie ma beczki: gdy kilku graczy przekroczy {target} naraz, wygrywa ten z "
                  "najwyższym wynikiem.",
    "barrel_on": "Wynik, który doszedłby do {barrel}, zatrzymuje się na {barrel}: gracz jest "
                 "na beczce i dojdzie do {target} tylko, ugrywając kontrakt.",
    "barrel_tries": "Liczba prób: {tries}; potem gracz spada z beczki z −{penalty}.",
    "barrel_falls": "Spadki liczą się przez całą grę: co {n}. spadek z beczki zeruje "
                    "wynik.",
    "barrel_bidding_on": "Gracz na beczce licytuje co najmniej 120.",
    "barrel_bidding_off": "Gdy ktoś jest na beczce, nie ma licytacji: gra on 120 z musikiem.",
    "barrel_shared_on": "Na beczce może siedzieć kilku graczy.",
    "barrel_shared_off": "Na beczce siedzi tylko jeden: nowy gracz strąca poprzedniego "
                         "(−{penalty}).",
    "why_link": "Dlaczego nie?",
}

UK: dict[str, str] = {
    "title": "Правила цієї гри",
    "preview_title": "Правила з цими налаштуваннями",
    "note": "Так грається поточна партія; правила змінюються в «Нова гра → Налаштування».",
    "h_cards": "Карти", "h_deal": "Гравці й роздача", "h_redeal": "Перездача",
    "h_bidding": "Торгівля", "h_talon": "Прикуп і замовлення", "h_play": "Розіграш",
    "h_scoring": "Підрахунок очок", "h_barrel": "Бочка й перемога",
    "cards_deck": "24 карти: 9, валет, дама, король, 10, туз кожної масті; вони варті 0, 2, 3, "
                  "4, 10, 11 очок — разом у колоді 120.",
    "marriage": "Мар'яж — король і дама однієї масті: {values}.",
    "ace_marriage_on": "Чотири тузи — тузовий мар'яж на 200.",
    "ace_marriage_off": "Тузового мар'яжу немає.",
    "deal_2": "Двоє гравців: по 9 карт і два прикупи по 3. Той, хто грає, бере один прикуп не "
              "дивлячись, віддає одну карту суперникові й кладе одну на інший прикуп; його очки "
              "отримує той, хто візьме останню взятку.",
    "deal_3": "Троє гравців: по 7 карт, 3 карти в прикуп.",
    "deal_4": "Четверо гравців: той, хто роздає, пропускає роздачу, решта троє грають по 7 "
              "карт із прикупом із 3.",
    "dealer_talon_on": "Той, хто роздає, отримує очки карт прикупу (з округленням) і мар'яж, "
                       "якщо він у прикупі.",
    "dealer_talon_off": "Той, хто роздає, за прикуп нічого не отримує.",
    "four_aces_redeal": "Чотири тузи на руці — обов'язкова перездача.",
    "redeal_off": "Перездач немає.",
    "redeal_hand": "Гравець, у якого на руці менше {below} очок або дев'яток не менше "
                   "{nines}, може до торгівлі попросити перездачу.",
    "redeal_talon": "Той, хто грає, може перездати, якщо в прикупі менше {below} очок або "
                    "дев'яток не менше {nines}.",
    "redeal_no_limit": "Перездач поспіль може бути скільки завгодно.",
    "redeal_limit": "На {n}-й перездачі поспіль той, хто роздає, втрачає 120, і роздача "
                    "залишається.",
    "bid_start": "Гравець ліворуч від того, хто роздає, — на сотні: його ставка 100 без слів. "
                 "Ставки ростуть із кроком {step}; пас остаточний.",
    "bid_cap_on": "Не можна ставити більше ніж 120 плюс мар'яжі у себе на руці (і не більше "
                  "300).",
    "bid_cap_off": "Ставку обмежує лише межа 300.",
    "negative_limit": "Гравець із рахунком нижче {limit} пасує автоматично.",
    "golden": "Золотих роздач на початку гри: {n}. У них ставки від 120, пасувати нижче 120 "
              "не можна, очки роздачі подвоюються; якщо в них ніхто не зіграв замовлення, усі "
              "очки обнуляються.",
    "dark": "Перш ніж подивитися карти, гравець на сотні може зіграти 120 «у темну» (коли має "
            "240 очок і більше і ніхто не на бочці): прикуп не показують, результат "
            "подвоюється.",
    "talon_show": "Той, хто грає, бере прикуп і показує його всім, крім гри на сотні без "
                  "торгівлі.",
    "talon_show_always": "Той, хто грає, бере прикуп і показує його всім, навіть при грі на "
                         "сотні без торгівлі.",
    "give_contract": "Той, хто грає, віддає по карті кожному суперникові й називає "
                     "замовлення: не менше ставки, із кроком {step}.",
    "concede_off": "Розписати (здатися) не можна.",
    "concede_contract": "До першого ходу той, хто грає, може розписати: він втрачає "
                        "замовлення, а суперники отримують по половині.",
    "concede_bolt": "До першого ходу той, хто грає, може розписати: замість втрати "
                    "замовлення він отримує болт, а суперники отримують по половині.",
    "concede_once": "Розписати можна лише раз за гру.",
    "concede_barrel": "Поки хтось на бочці, розписувати не можна.",
    "follow": "Ходити треба в масть; немає масті — козирем, якщо він є; інакше будь-якою "
              "картою.",
    "must_beat_on": "Якщо можна перебити карту, яка зараз бере взятку, — треба перебити.",
    "must_beat_off": "Перебивати не обов'язково.",
    "declare": "На своєму ході (не в першій взятці) можна піти королем або дамою мар'яжу й "
               "оголосити його: його ціна йде в очки, масть стає козирем.",
    "declare_aces": "На своєму ході (не в першій взятці) можна піти королем або дамою мар'яжу "
                    "й оголосити його: його ціна йде в очки, масть стає козирем; із чотирма "
                    "тузами можна оголосити тузовий мар'яж (200, козир не змінюється).",
    "trump_lead": "З козиря ходить лише той, хто його оголосив (або в кого самі козирі).",
    "score_declarer": "Той, хто грає й набрав замовлення (очки взяток + свої мар'яжі), "
                      "отримує +замовлення, інакше −замовлення.",
    "score_defenders_round": "Захисники отримують очки взяток, округлені до 5, і свої "
                             "мар'яжі.",
    "score_defenders_exact": "Захисники отримують очки взяток без округлення і свої мар'яжі.",
    "bolts": "Хто не взяв жодної взятки, отримує болт; кожен {n}-й болт коштує −{penalty}.",
    "bolts_consecutive": "Рахуються лише болти поспіль: роздача зі взяткою скидає лік.",
    "samosval": "Рівно 555 очок — самоскид: рахунок стає 0.",
    "samosval_negative": "Рівно −555 очок — рахунок стає 0.",
    "samosval_off": "Самоскиду немає.",
    "target": "Перемагає перший, хто набере {target}.",
    "barrel_off": "Бочки немає: якщо {target} переходять кілька гравців одразу, перемагає "
                  "той, хто набрав більше.",
    "barrel_on": "Рахунок, який дійшов би до {barrel}, зупиняється на {barrel}: гравець на "
                 "бочці й дійде до {target}, лише зігравши замовлення.",
    "barrel_tries": "Кількість спроб: {tries}; після них гравець злітає з бочки з −{penalty}.",
    "barrel_falls": "Кожне {n}-е падіння з бочки обнуляє рахунок.",
    "barrel_bidding_on": "Гравець на бочці ставить не менше 120.",
    "barrel_bidding_off": "Поки хтось на бочці, торгівлі немає: він грає 120 із прикупом.",
    "barrel_shared_on": "На бочці можуть сидіти кілька гравців.",
    "barrel_shared_off": "На бочці сидить лише один: новий гравець збиває попереднього "
                         "(−{penalty}).",
    "why_link": "Чому не можна?",
}

RULES_WORDS: dict[str, dict[str, str]] = {"ru": RU, "en": EN, "pl": PL, "uk": UK}
