"""Every visible text of the page, in Russian and English.

Render code never writes a sentence itself: it asks ``tr(lang, key, **values)``,
so switching the language re-renders the same screen in the other language, and
a test can check that both languages define every key.
"""

from __future__ import annotations

from thousand.errors import Message, ThousandError

from . import pl as i18n_pl
from . import uk as i18n_uk

LANGS: tuple[str, ...] = ("ru", "en", "pl", "uk")
LANG_NAMES: dict[str, str] = {"ru": "Русский", "en": "English", "pl": "Polski",
                              "uk": "Українська"}
"""Each language by its own name (the settings' language list)."""
DEFAULT_LANG = "ru"

STRINGS: dict[str, tuple[str, str]] = {
    # key: (ru, en)
    "title": ("Тысяча", "Thousand"),
    "loading": ("Загрузка…", "Loading…"),
    "you": ("Вы", "You"),
    "bot": ("Бот {n}", "Bot {n}"),
    "new_game": ("Новая игра", "New game"),
    "settings": ("Настройки", "Settings"),
    "sheet": ("Запись", "Score sheet"),
    "export": ("Экспорт", "Export"),
    "import": ("Импорт", "Import"),
    "hint": ("Подсказка", "Hint"),
    "undo": ("Отменить ход", "Undo"),
    "undone": ("Ход отменён: вы снова на своём прошлом решении.",
               "Move taken back: you are at your previous decision again."),
    # --- issue 16 part 2 (helper G): round review
    "review": ("Разбор", "Review"),
    "review_title": ("Разбор раздачи {n}", "Deal {n}: review"),
    "review_round": ("Разбор раздачи", "Review the deal"),
    "review_step": ("Шаг {k} из {n}", "Step {k} of {n}"),
    "review_deal": ("раздача", "the deal"),
    "review_bidding": ("торговля и передача карт", "bidding and passing"),
    "review_trick": ("взятка {k} из {n}", "trick {k} of {n}"),
    "review_prev": ("Назад", "Back"),
    "review_next": ("Вперёд", "Forward"),
    "review_nobid": ("Никто не играл заказ.", "No one played a contract."),
    "review_passed": ("Отданные карты", "Cards passed"),
    "review_marriage": ("{name}: марьяж — {suit} (+{value})",
                        "{name} declared the {suit} marriage (+{value})"),
    "review_hands_before": ("Карты перед взяткой", "Cards before the trick"),
    # --- issue 16 part 2 (helper G): hot-seat
    "hotseat_seat": ("Место {n} играет", "Seat {n} is played by"),
    "hotseat_computer": ("компьютер", "the computer"),
    "hotseat_person": ("человек за этим устройством", "a person at this device"),
    "hotseat_player": ("Игрок {n}", "Player {n}"),
    "hotseat_pass": ("Передайте устройство: {name}", "Pass the device to {name}"),
    "hotseat_pass_note": ("Карты скрыты. Когда устройство у вас, {name}, нажмите кнопку.",
                          "The cards are hidden. {name}, press the button once you hold it."),
    "hotseat_ready": ("Я — {name}: показать мои карты", "I am {name}: show my cards"),
    # --- issue 16 part 2 (helper G): statistics, awards, charts
    "stats": ("Статистика", "Statistics"),
    "stats_title": ("Статистика", "Statistics"),
    "stats_played": ("Сыграно игр", "Games played"),
    "stats_won": ("Выиграно", "Won"),
    "stats_avg_score": ("Средний итог", "Average final score"),
    "stats_contracts": ("Заказов сыграно / выполнено", "Contracts played / made"),
    "stats_avg_bid": ("Средний заказ", "Average contract"),
    "stats_bolts": ("Болтов", "Bolts"),
    "stats_barrel": ("На бочку / падения", "Barrel climbs / falls"),
    "stats_samosvals": ("Самосвалов", "Samosvals"),
    "stats_best": ("Лучший итог", "Best final score"),
    "stats_best_game": ("Лучшая игра: {score} очков за {deals} раздач.",
                        "Best game: {score} points in {deals} deals."),
    "stats_with_undos": ("Игры с отменой ходов считаются отдельно: {n} (выиграно {won}).",
                         "Games with undos are counted apart: {n} (won {won})."),
    "stats_hotseat": ("Игр вдвоём-вчетвером за одним устройством: {n}.",
                      "Hot-seat games: {n}."),
    "stats_groups": ("По числу игроков и правилам", "By player count and preset"),
    "stats_players": ("{n} игрока", "{n} players"),
    "stats_chart_title": ("Итоги прошлых игр", "Results of past games"),
    "stats_chart_series": ("Ваш итог", "Your final score"),
    "stats_awards": ("Награды", "Awards"),
    "stats_reset": ("Сбросить статистику", "Reset statistics"),
    "stats_reset_yes": ("Да, удалить всю статистику", "Yes, delete all statistics"),
    "stats_export": ("Экспорт (JSON)", "Export (JSON)"),
    "stats_problem": ("Сохранённая статистика повреждена и отложена: {reason}",
                      "The stored statistics were damaged and set aside: {reason}"),
    "chart_game_title": ("Очки по раздачам", "Scores deal by deal"),
    "chart_target": ("цель", "target"),
    "award_times": ("получено: {n}", "earned ×{n}"),
    "award_earned": ("Награды этой игры: {names}", "Awards in this game: {names}"),
    "award_not_yet": ("ещё нет", "not yet"),
    "award_made_200": ("Двести", "Two hundred"),
    "award_made_200_about": ("сыграть заказ 200 или больше", "make a contract of 200 or more"),
    "award_three_marriages": ("Три марьяжа", "Three marriages"),
    "award_three_marriages_about": ("объявить три марьяжа в одной раздаче",
                                    "declare three marriages in one deal"),
    "award_barrel_last_try": ("С последней попытки", "On the last try"),
    "award_barrel_last_try_about": ("выиграть с бочки на последней попытке",
                                    "win from the barrel on the last try"),
    "award_dark_made": ("В тёмную", "In the dark"),
    "award_dark_made_about": ("сыграть заказ в тёмную", "make a dark contract"),
    "award_flawless": ("Без осечки", "Flawless"),
    "award_flawless_about": ("выиграть, выполнив каждый свой заказ",
                             "win the game making every contract you played"),
    "hint_text": ("Совет: {action} — {reason}", "Hint: {action} — {reason}"),
    "hint_values": ("Ожидаемый итог раздачи (очки против соперников): {items}.",
                    "Expected result of the deal (points against the others): {items}."),
    "hint_opt_bid": ("ставка {n}", "bid {n}"),
    "hint_opt_pass": ("пас", "pass"),
    "hint_opt_declare": ("{card} с марьяжем", "{card} declaring"),
    "lang_switch": ("English", "Русский"),
    "close": ("Закрыть", "Close"),
    "continue": ("Дальше", "Continue"),
    "deal_no": ("Раздача {n}", "Deal {n}"),
    "dealer": ("сдаёт", "dealer"),
    "dealer_mark": ("С", "D"),
    "hundred_mark": ("100", "100"),
    "hundred": ("на сотне", "on the hundred"),
    "sits_out": ("вне игры (сдающий)", "sits out (dealer)"),
    "cards_n": ("карт: {n}", "cards: {n}"),
    "score": ("Очки", "Score"),
    "tricks_n": ("взяток: {n}", "tricks: {n}"),
    "points_n": ("очков во взятках: {n}", "card points: {n}"),
    "trump": ("Козырь", "Trump"),
    "no_trump": ("нет", "none"),
    "marriages": ("Марьяжи", "Marriages"),
    "ace_marriage": ("тузовый", "aces"),
    "bid": ("Ставка", "Bid"),
    "contract": ("Заказ", "Contract"),
    "declarer": ("Играет", "Declarer"),
    "talon": ("Прикуп", "Talon"),
    "talon_hidden": ("прикуп не показан", "talon not shown"),
    "talon_n": ("Прикуп {n}", "Talon {n}"),
    "trick": ("Взятка", "Trick"),
    "last_trick": ("Последняя взятка", "Last trick"),
    "won_by": ("взятка: {name}", "won by {name}"),
    "your_hand": ("Ваши карты", "Your cards"),
    "said_pass": ("пас", "pass"),
    "said_bid": ("{n}", "{n}"),
    "phase_redeal": ("Пересдача", "Redeal"),
    "phase_bidding": ("Торговля", "Bidding"),
    "phase_talon": ("Прикуп", "Talon"),
    "phase_contract": ("Заказ", "Contract"),
    "phase_play": ("Розыгрыш", "Play"),
    "phase_done": ("Конец", "Over"),
    "summary_wait": ("Раздача окончена: нажмите «Дальше»", "The deal is over: press Continue"),
    "turn_you": ("Ваш ход", "Your move"),
    "turn_other": ("Ходит {name}", "{name} to move"),
    "thinking": ("{name} думает…", "{name} is thinking…"),
    # issue 15, the card table (helper D)
    "menu": ("Меню", "Menu"),
    "felt": ("Игровой стол", "Card table"),
    "backs_n": ("{n} карт рубашкой вверх", "{n} cards face down"),
    "talon_backs": ("Прикуп: {n} карты рубашкой вверх", "Talon: {n} cards face down"),
    "talon_open": ("Прикуп открыт", "Talon face up"),
    "declarer_mark": ("З", "C"),
    "barrel_left": ("бочка: попыток {n}", "barrel: {n} tries left"),
    "takes_trick": ("Взятка: {name}", "{name} takes the trick"),
    "taken_pile": ("Последняя взятка: {name}", "Last trick: {name}"),
    "announce_marriage": ("{name}: марьяж — {suit}, +{value}, козырь — {suit}",
                          "{name}: marriage {suit}, +{value}, trump {suit}"),
    "announce_ace": ("{name}: тузовый марьяж, +{value}", "{name}: ace marriage, +{value}"),
    "say_play": ("{name} играет {card}", "{name} plays {card}"),
    "say_play_you": ("Вы играете {card}", "You play {card}"),
    "say_declare": ("{name} играет {card} и объявляет марьяж", "{name} plays {card}, marriage"),
    "say_give": ("{name} отдаёт {card}: {to}", "{name} gives {card} to {to}"),
    "card_name": ("{rank} {suit}", "{rank} of {suit}"),
    "rank_9": ("девятка", "nine"), "rank_J": ("валет", "jack"), "rank_Q": ("дама", "queen"),
    "rank_K": ("король", "king"), "rank_10": ("десятка", "ten"), "rank_A": ("туз", "ace"),
    "suit_of_S": ("пик", "spades"), "suit_of_C": ("треф", "clubs"),
    "suit_of_D": ("бубен", "diamonds"), "suit_of_H": ("червей", "hearts"),
    "bid_more": ("Больше", "Raise"), "bid_less": ("Меньше", "Lower"),
    "do_bid_n": ("Ставка {n}", "Bid {n}"), "do_contract_n": ("Заказ {n}", "Contract {n}"),
    "needs_marriages": ("Марьяжи на руке: {list}", "Marriages in hand: {list}"),
    "needs_none": ("Марьяжей на руке нет", "No marriage in hand"),
    "needs_over": ("Ставка выше 120 требует марьяж", "A bid over 120 needs a marriage"),
    "cap_is": ("предел {cap}", "cap {cap}"),
    "theme": ("Тема", "Theme"),
    "theme_green": ("Зелёный стол", "Green table"),
    "theme_contrast": ("Высокий контраст", "High contrast"),
    "keys_help": ("Клавиши: ←/→ карты, Enter — ход, B — ставка, P — пас, H — подсказка",
                  "Keys: ←/→ cards, Enter plays, B bid, P pass, H hint"),
    "do_redeal": ("Пересдать", "Redeal"),
    "do_keep": ("Играть этими картами", "Keep the cards"),
    "redeal_offer": ("Ваши карты позволяют попросить пересдачу.",
                     "Your hand allows you to ask for a redeal."),
    "dark_offer": ("Можно сыграть «в тёмную»: 120 не глядя, результат удваивается.",
                   "You may bid 120 in the dark: unseen cards, doubled result."),
    "do_dark": ("В тёмную (120)", "Dark (120)"),
    "do_light": ("Смотреть карты", "Look at the cards"),
    "do_pass": ("Пас", "Pass"),
    "do_bid": ("{n}", "{n}"),
    "bid_prompt": ("Ваша ставка (сейчас {high}):", "Your bid (now {high}):"),
    "cap_note": ("Больше {cap} нельзя: 120 + марьяжи на руке.",
                 "You cannot bid above {cap}: 120 + the marriages in your hand."),
    "cap_blocks": ("Поднять нельзя: предел {cap} (120 + марьяжи на руке).",
                   "No raise possible: your cap is {cap} (120 + marriages in hand)."),
    "more_bids": ("другая…", "other…"),
    "take_talon": ("Взять прикуп {n}", "Take talon {n}"),
    "choose_talon": ("Выберите один из двух прикупов.", "Choose one of the two talons."),
    "give_prompt": ("Отдайте по карте: нажмите карту, затем кому.",
                    "Give one card each: tap a card, then its recipient."),
    "give_to": ("Отдать {card} → {name}", "Give {card} → {name}"),
    "give_to_talon": ("Сбросить {card} в прикуп", "Put {card} on the talon"),
    "gave": ("отдано: {name}", "given: {name}"),
    "contract_prompt": ("Назовите заказ (не меньше ставки {bid}):",
                        "Name the contract (at least the bid of {bid}):"),
    "do_contract": ("{n}", "{n}"),
    "do_concede": ("Расписать (−{cost}, соперникам по {half})",
                   "Concede (−{cost}; opponents get {half} each)"),
    "do_concede_bolt": ("Расписать (болт вместо −{cost}, соперникам по {half})",
                        "Concede (a bolt instead of −{cost}; opponents get {half} each)"),
    "do_talon_redeal": ("Пересдать (бедный прикуп)", "Redeal (poor talon)"),
    "play_prompt": ("Ваш ход: выберите карту.", "Your lead or play: pick a card."),
    "declare_prompt": ("Объявить марьяж {suit} (+{value})?",
                       "Declare the {suit} marriage (+{value})?"),
    "do_declare": ("Объявить и сыграть {card}", "Declare and play {card}"),
    "do_no_declare": ("Сыграть {card} без объявления", "Play {card} without declaring"),
    "cancel": ("Отмена", "Cancel"),
    "not_your_turn": ("Сейчас не ваш ход", "Not your turn"),
    "illegal_generic": ("этой картой ходить нельзя", "this card cannot be played now"),
    "must_follow": ("нужно ходить в масть {suit}", "you must follow {suit}"),
    "must_trump": ("нет {led} — нужно бить козырем {trump}",
                   "no {led}: you must play a trump {trump}"),
    "must_beat": ("нужно перебить старшую карту взятки", "you must beat the winning card"),
    "trump_lead": ("козырем ходит только объявивший его",
                   "only the trump declarer may lead trumps"),
    "summary_title": ("Итог раздачи {n}", "Deal {n}: result"),
    "redealt": ("Пересдача", "Redeal"),
    "conceded": ("роспись", "conceded"),
    "made": ("Заказ сыгран", "Contract made"),
    "failed": ("Заказ не сыгран", "Contract failed"),
    "no_declarer": ("Без розыгрыша", "Not played"),
    "card_points": ("Очки во взятках", "Card points"),
    "delta": ("Изменение", "Change"),
    "total": ("Итого", "Total"),
    "bolt": ("болт", "bolt"),
    "bolts": ("Болты", "Bolts"),
    "barrel": ("бочка", "barrel"),
    "on_barrel": ("на бочке", "on the barrel"),
    "fell": ("падение с бочки", "fell off the barrel"),
    "fell_mark": ("падение", "fell"),
    "zero_mark": ("на ноль", "to 0"),
    "marks": ("Отметки", "Marks"),
    "bolts_total": ("Болты (всего)", "Bolts (total)"),
    "samosval": ("самосвал", "samosval"),
    "bolt_penalty": ("штраф за болты", "bolt penalty"),
    "falls_to_zero": ("третье падение — на ноль", "third fall: back to 0"),
    "redeal_penalty": ("штраф за пересдачи", "penalty for redeals"),
    "golden_reset": ("Золотые коны без сыгранного заказа: все очки обнулены.",
                     "Golden rounds with no contract made: every score is set to 0."),
    "golden": ("золотой кон", "golden round"),
    "dark": ("тёмная", "dark"),
    "game_over": ("Игра окончена", "Game over"),
    "winner": ("Победитель: {name}", "Winner: {name}"),
    "standings": ("Итоговые очки", "Final standings"),
    "sheet_title": ("Запись игры", "Score sheet"),
    "sheet_empty": ("Раздач ещё не было.", "No deal finished yet."),
    "sheet_legend": ("С — сдающий, 100 — на сотне; болт, бочка, падение (с бочки: −120), "
                     "на ноль (каждое третье падение), самосвал (ровно 555 — на ноль).",
                     "D — dealer, 100 — on the hundred; bolt, barrel, fell (off the barrel: "
                     "−120), to 0 (every third fall), samosval (exactly 555 goes to 0)."),
    "col_no": ("№", "#"),
    "col_round": ("Кто/сколько", "Declarer/contract"),
    "settings_title": ("Новая игра: настройки", "New game: settings"),
    "preset": ("Набор правил", "Rule preset"),
    "players": ("Игроков", "Players"),
    "language": ("Язык", "Language"),
    "speed": ("Скорость ботов", "Bot speed"),
    "speed_slow": ("медленно", "slow"),
    "speed_normal": ("обычно", "normal"),
    "speed_fast": ("быстро", "fast"),
    "speed_instant": ("мгновенно", "instant"),
    "seed": ("Номер раздачи (seed, необязательно)", "Seed (optional)"),
    "rules_fields": ("Все правила", "Every rule"),
    "start": ("Начать игру", "Start the game"),
    "apply": ("Применить", "Apply"),
    "none_value": ("пусто — выключено", "empty — off"),
    "yes": ("да", "yes"),
    "no": ("нет", "no"),
    "invalid_value": ("Неверное значение «{field}»: {reason}",
                      "Invalid value for “{field}”: {reason}"),
    "import_title": ("Импорт записи игры", "Import a game record"),
    "import_help": ("Вставьте текст записи (JSON) или выберите файл.",
                    "Paste the record text (JSON) or choose a file."),
    "import_continue": ("Продолжить игру", "Continue the game"),
    "import_watch": ("Смотреть повтор", "Watch the replay"),
    "import_bad": ("Запись не прочитана: {reason}", "The record could not be read: {reason}"),
    "import_over": ("Эта игра уже окончена: можно только посмотреть.",
                    "That game is already over: it can only be watched."),
    "export_title": ("Экспорт записи игры", "Export the game record"),
    "download": ("Скачать файл", "Download the file"),
    "copy": ("Копировать", "Copy"),
    "copied": ("Скопировано", "Copied"),
    "watching": ("Повтор записи: ход {pos} из {total}", "Replay: action {pos} of {total}"),
    "watch_take_over": ("Играть отсюда", "Play from here"),
    "watch_pause": ("Пауза", "Pause"),
    "watch_resume": ("Дальше", "Resume"),
    "save_broken": ("Сохранённая игра не загружена ({reason}); она отложена, начата новая.",
                    "The saved game could not be loaded ({reason}); it was set aside and "
                    "a new game started."),
    "url_bad": ("Параметр адреса {name}={value} не подходит: {reason}. Взято значение по "
                "умолчанию.", "URL parameter {name}={value} is not valid: {reason}. The "
                "default is used."),
    "resumed": ("Игра восстановлена.", "Game resumed."),
    "error_kept": ("Что-то пошло не так: действие не выполнено. Игра сохранена — можно "
                   "играть дальше.", "Something went wrong: that action was not completed. "
                   "The game is kept: you can play on."),
    "error_unexpected": ("непредвиденная ошибка", "an unexpected error"),
    "thinker_fallback": ("Фоновый расчёт ходов компьютера не запустился: компьютер ходит "
                         "здесь же, сильные соперники играют как обычные.",
                         "The computer's background thinking did not start: the computer "
                         "moves here instead, and hard opponents play at normal strength."),
    "log": ("Ходы", "Moves"),
    "log_pass": ("{name}: пас", "{name}: pass"),
    "log_bid": ("{name}: {n}", "{name}: {n}"),
    "log_dark": ("{name}: в тёмную", "{name}: dark"),
    "log_keep": ("{name}: играет", "{name}: keeps"),
    "log_redeal": ("{name}: пересдача", "{name}: redeal"),
    "log_talon": ("{name}: прикуп {n}", "{name}: talon {n}"),
    "log_give": ("{name} → {to}: {card}", "{name} → {to}: {card}"),
    "log_contract": ("{name}: заказ {n}", "{name}: contract {n}"),
    "log_concede": ("{name}: роспись", "{name}: conceded"),
    "log_play": ("{name}: {card}", "{name}: {card}"),
    "log_declare": ("{name}: {card} — марьяж!", "{name}: {card} — marriage!"),
    "hidden_card": ("карта", "a card"),
    "seat_talon": ("прикуп", "talon"),
    "reason_illegal": ("Недоступно: {reason}", "Unavailable: {reason}"),
    # issue 16 part 1 (helper F): difficulty, rules screen, first-game guide
    "level_of": ("Сложность: {name}", "Difficulty: {name}"),
    "level_easy": ("лёгкий", "easy"),
    "level_normal": ("обычный", "normal"),
    "level_hard": ("сильный", "hard"),
    "level_four_only": ("только вчетвером", "four players only"),
    "rules": ("Правила", "Rules"),
    "why_rules": ("Почему? Правила", "Why? See the rules"),
    "guide": ("Обучение", "First-game guide"),
    "guide_title": ("Первая игра", "Your first game"),
    "guide_start": ("Да, подсказывайте", "Yes, guide me"),
    "guide_skip": ("Нет, спасибо", "No, thanks"),
    "guide_next": ("Понятно", "Got it"),
    "guide_off": ("Закрыть обучение", "Close the guide"),
    "guide_welcome": ("Впервые играете в Тысячу? Короткие подсказки объяснят торговлю, прикуп, "
                      "марьяжи и бочку, когда дойдёт до них дело.",
                      "New to Thousand? Short notes will explain bidding, the talon, marriages "
                      "and the barrel as they come up."),
    "guide_bidding": ("Торговля: каждый называет, сколько очков наберёт (от 100, не больше 120 "
                      "без марьяжа на руке), или пасует. Кто назвал больше всех, играет и "
                      "берёт прикуп; остальные защищаются. Пас — до конца раздачи.",
                      "Bidding: each says how many points they will take (from 100; not above "
                      "120 without a marriage in hand) or passes. The highest bidder plays and "
                      "takes the talon; the others defend. A pass is for the whole deal."),
    "guide_talon": ("Прикуп: играющий забирает три карты прикупа, отдаёт по одной карте "
                    "каждому сопернику и называет заказ — не меньше своей ставки. Не набрать "
                    "заказ — минус заказ.",
                    "The talon: the declarer takes its three cards, gives one card to each "
                    "opponent and names the contract — at least the bid. Falling short costs "
                    "the whole contract."),
    "guide_marriage": ("Марьяж — король и дама одной масти (♥ {hearts} … ♠ {spades}). Пойдите "
                       "с него, когда ходите первым (не в первой взятке): очки ваши, а масть "
                       "становится козырем.",
                       "A marriage is a king and queen of one suit (♥ {hearts} … ♠ {spades}). "
                       "Lead one of them when you lead a trick (not the first): you score it "
                       "and its suit becomes trump."),
    "guide_play": ("Розыгрыш: ходите в масть; нет масти — козырем; нет и его — любой картой. "
                   "Взятку берёт старший козырь или старшая карта масти. Тузы (11) и десятки "
                   "(10) — самые дорогие карты.",
                   "Play: follow suit; without it, trump; without trumps, any card. The highest "
                   "trump, else the highest card of the suit, wins the trick. Aces (11) and "
                   "tens (10) are worth the most."),
    "guide_scoring": ("Подсчёт: защитники получают очки своих взяток, играющий — свой заказ, "
                      "если набрал его. Кто не взял ни одной взятки, получает болт. Играют до "
                      "{target}.",
                      "Scoring: defenders keep the points of their tricks; the declarer gets "
                      "the contract if made. A player with no trick gets a bolt. The game goes "
                      "to {target}."),
    "guide_barrel": ("Бочка: набрав {barrel}, игрок садится на бочку. Дальше очки идут, только "
                     "если он сам сыграет заказ — и тогда он побеждает. Попыток на это: "
                     "{tries}, потом он слетает.",
                     "The barrel: at {barrel} a player sits on the barrel. From there only a "
                     "contract they make themselves counts — and it wins the game. They have "
                     "{tries} tries before falling off."),
    # issue 19: engine error codes (thousand/errors.py MESSAGES; helper A). "err_" + code.
    "err_text": ("{text}", "{text}"),
    "err_card_bad": ("это не карта: {text!r}", "not a card: {text!r}"),
    "err_action_not_text": ("ход должен быть текстом, а не {kind}",
                            "an action must be text, not {kind}"),
    "err_action_in": ("«{text}»: {reason}", "“{text}”: {reason}"),
    "err_action_shape": ("это не ход (ожидается «МЕСТО: ДЕЙСТВИЕ …»)",
                         "not an action (expected “SEAT: VERB …”)"),
    "err_action_no_args": ("у «{verb}» не бывает аргументов", "{verb} takes no arguments"),
    "err_action_one_amount": ("«{verb}» требует одно число", "{verb} takes one amount"),
    "err_action_amount": ("{value!r} — не число очков", "{value!r} is not an amount"),
    "err_action_talon_index": ("прикуп выбирается числом 0 или 1", "talon takes 0 or 1"),
    "err_action_give_shape": ("ожидается «give КАРТА to МЕСТО»",
                              "expected “give CARD to SEAT”"),
    "err_action_seat": ("{value!r} — не номер места", "{value!r} is not a seat"),
    "err_action_play_shape": ("ожидается «play КАРТА» или «play КАРТА declare»",
                              "expected “play CARD” or “play CARD declare”"),
    "err_action_verb": ("неизвестное действие {verb!r}", "unknown verb {verb!r}"),
    "err_rules_preset_unknown": ("неизвестный набор правил {name!r} (есть: {known})",
                                 "unknown preset {name!r} (known: {known})"),
    "err_rules_field_unknown": ("неизвестное правило {name!r}", "unknown rule {name!r}"),
    "err_rules_not_object": ("правила должны быть объектом JSON",
                             "the rules must be a JSON object"),
    "err_rules_preset_not_name": ("набор правил задаётся названием",
                                  "the preset must be a name"),
    "err_rules_marriages_not_map": ("marriage_values: нужна цена для каждой буквы масти",
                                    "marriage_values must map each suit letter to a value"),
    "err_rules_marriages_suits": ("marriage_values: нужна цена для каждой масти S, C, D, H",
                                  "marriage_values must give a value for each of S, C, D, H"),
    "err_rules_marriages_range": ("цена марьяжа — целое число от {low} до {high}",
                                  "marriage values must be whole numbers from {low} to {high}"),
    "err_rules_not_bool": ("{name}: нужно «да» или «нет», а не {value!r}",
                           "{name} must be true or false, not {value!r}"),
    "err_rules_not_int": ("{name}: нужно целое число, а не {value!r}",
                          "{name} must be a whole number, not {value!r}"),
    "err_rules_players": ("игроков может быть 2, 3 или 4, а не {value!r}",
                          "players must be 2, 3 or 4, not {value!r}"),
    "err_rules_bid_step": ("шаг ставок — 5 или 10, а не {value!r}",
                           "bid_step must be 5 or 10, not {value!r}"),
    "err_rules_target": ("цель игры — число, кратное 5, от {low} до {high}, а не {value!r}",
                         "target must be a multiple of 5 from {low} to {high}, not {value!r}"),
    "err_rules_barrel": ("бочка — число, кратное 5, от {low} до {high} (ниже цели {target}), "
                         "а не {value!r}",
                         "barrel must be a multiple of 5 from {low} to {high} (below the "
                         "target of {target}), not {value!r}"),
    "err_rules_at_least": ("{name}: не меньше {low}, а не {value!r}",
                           "{name} must be at least {low}, not {value!r}"),
    "err_rules_range": ("{name}: от {low} до {high}, а не {value!r}",
                        "{name} must be from {low} to {high}, not {value!r}"),
    "err_input_not_int": ("{value!r} — не целое число", "{value!r} is not a whole number"),
    "err_input_not_bool": ("{value!r} — не «да» и не «нет»", "{value!r} is not yes/no"),
    "err_input_seed": ("{value!r} — не целое число от 0 до 2^53",
                       "{value!r} is not a whole number from 0 to 2^53"),
    "err_input_known": ("допустимо: {known}", "known: {known}"),
    "err_illegal_action": ("«{action}»: {reason}", "“{action}”: {reason}"),
    "err_illegal_game_over": ("игра окончена", "the game is over"),
    "err_illegal_round_over": ("раздача окончена", "the round is over"),
    "err_illegal_turn": ("сейчас ход не места {seat} (ходит место {to_move})",
                         "not seat {seat}'s turn (seat {to_move} is to act)"),
    "err_illegal_no_play": ("в фазе «{phase}» карты не играют",
                            "no card is played in the {phase} phase"),
    "err_illegal_not_in_hand": ("у места {seat} нет карты {card}",
                                "{card} is not in seat {seat}'s hand"),
    "err_illegal_declare_not_lead": ("марьяж объявляют только первым ходом во взятку",
                                     "a marriage is declared only by leading"),
    "err_illegal_declare_first": ("в первой взятке марьяж не объявляют",
                                  "no marriage may be declared on the first trick"),
    "err_illegal_declare_none": ("{card} не из марьяжа на руке",
                                 "{card} does not lead a marriage held in hand"),
    "err_illegal_must_follow": ("нужно ходить в масть {suit}", "must follow {suit}"),
    "err_illegal_must_trump": ("нет {led} — нужно бить козырем {trump}",
                               "must trump with {trump} when void in {led}"),
    "err_illegal_must_beat": ("нужно перебить старшую карту взятки",
                              "must beat the winning card (must_beat)"),
    "err_illegal_card": ("этой картой сейчас ходить нельзя", "not a legal card here"),
    "err_illegal_trump_lead": ("с козыря ходит только объявивший его",
                               "only the trump declarer may lead trumps"),
    "err_illegal_no_bid": ("в фазе «{phase}» ставок нет", "no bid in the {phase} phase"),
    "err_illegal_bid_step": ("ставки кратны {step}", "bids are multiples of {step}"),
    "err_illegal_bid_low": ("ставка должна быть не меньше {low}",
                            "a bid must be at least {low}"),
    "err_illegal_bid_cap": ("выше предела {cap} (120 + марьяжи на руке)",
                            "above the cap of {cap} (120 + marriages in hand)"),
    "err_illegal_pass_golden": ("в золотом коне нельзя пасовать, пока ставка ниже 120",
                                "no pass below 120 in a golden round"),
    "err_illegal_no_pass": ("в фазе «{phase}» пасовать нельзя",
                            "no pass in the {phase} phase"),
    "err_illegal_no_contract": ("в фазе «{phase}» заказ не называют",
                                "no contract in the {phase} phase"),
    "err_illegal_contract_step": ("заказ кратен {step}", "contracts are multiples of {step}"),
    "err_illegal_contract_low": ("заказ не может быть ниже ставки {bid}",
                                 "the contract may not be below the bid of {bid}"),
    "err_illegal_contract_cap": ("выше предела {cap} для этих карт",
                                 "above the cap of {cap} for the hand held"),
    "err_illegal_no_give": ("в фазе «{phase}» карты не отдают", "no gift in the {phase} phase"),
    "err_illegal_give_to": ("месту {to} сейчас карту не отдать",
                            "seat {to} cannot receive a card now"),
    "err_illegal_concede_off": ("в этих правилах расписать нельзя",
                                "conceding is off in these rules"),
    "err_illegal_concede_barrel": ("нельзя расписать, пока кто-то на бочке",
                                   "no conceding while anyone is on the barrel"),
    "err_illegal_concede_used": ("этот игрок уже расписывал в этой игре",
                                 "this player has already conceded once this game"),
    "err_illegal_concede_window": ("расписать можно от взятия прикупа до первого хода",
                                   "conceding is allowed from taking the talon until the "
                                   "first card"),
    "err_illegal_redeal_turn": ("сейчас о пересдаче спрашивают не это место",
                                "not this seat's redeal question"),
    "err_illegal_redeal_talon": ("прикуп не даёт права на пересдачу",
                                 "the talon does not qualify for a redeal"),
    "err_illegal_redeal_when": ("пересдачу просят только до торговли или из-за бедного прикупа",
                                "a redeal is asked only in the redeal round or for a poor "
                                "talon"),
    "err_illegal_keep": ("в фазе «{phase}» нечего оставлять",
                         "nothing to keep in the {phase} phase"),
    "err_illegal_dark": ("в тёмную играет только игрок на сотне до торговли",
                         "a dark bid is made only by the player on the hundred before bidding"),
    "err_illegal_take_talon": ("прикуп выбирает только разыгрывающий в игре вдвоём",
                               "the talon is picked only by the declarer with two players"),
    "err_illegal_other": ("действие «{kind}» сейчас недоступно", "{kind} is not legal now"),
    "err_deal_hands": ("в раздаче должно быть рук: {want}, а не {got}",
                       "the deal must have {want} hands, not {got}"),
    "err_deal_hand_size": ("месту {seat} сдаётся карт: {want}, а не {got}",
                           "seat {seat} must be dealt {want} cards, not {got}"),
    "err_deal_talons": ("в раздаче должно быть прикупов по 3 карты: {want}",
                        "the deal must have {want} talon(s) of 3 cards"),
    "err_deal_not_deck": ("раздача — не разбиение колоды из 24 карт",
                          "the deal is not a split of the 24-card deck"),
    "err_deal_replace_late": ("раздачу можно заменить только до первого хода",
                              "a deal can only be replaced before its first action"),
    "err_game_first_dealer": ("first_dealer — номер места от 0 до {high}",
                              "first_dealer must be a seat from 0 to {high}"),
    "err_game_start_count": ("start_scores: нужно значений — {want}",
                             "start_scores needs {want} values"),
    "err_game_start_below": ("start_scores: целые числа меньше {limit}",
                             "start_scores must be whole numbers below {limit}"),
    "err_record_not_json": ("это не JSON (строка {line}, позиция {column})",
                            "not JSON (line {line}, column {column})"),
    "err_record_not_object": ("запись игры должна быть объектом JSON",
                              "a record must be a JSON object"),
    "err_record_format": ("неизвестный формат {got!r} (ожидается {want!r})",
                          "unknown format {got!r} (expected {want!r})"),
    "err_record_rules": ("правила: {reason}", "rules: {reason}"),
    "err_record_players": ("players — список имён", "players must be a list of names"),
    "err_record_players_count": ("players: нужно по имени на каждое место — {want}, а не {got}",
                                 "players must name each of the {want} seats, not {got}"),
    "err_record_seed": ("seed — целое число или текст", "seed must be a whole number or text"),
    "err_record_start_count": ("start_scores: нужно целых чисел — {want}",
                               "start_scores must be {want} whole numbers"),
    "err_record_start_below": ("start_scores должны быть меньше {limit}",
                               "start_scores must be below {limit}"),
    "err_record_rounds": ("rounds — список раздач", "rounds must be a list"),
    "err_record_round_object": ("раздача {round}: должна быть объектом",
                                "round {round}: must be an object"),
    "err_record_round_actions": ("раздача {round}: actions — список ходов текстом",
                                 "round {round}: actions must be a list of texts"),
    "err_record_round_deal": ("раздача {round}: карты: {reason}",
                              "round {round}: deal: {reason}"),
    "err_record_hand_cards": ("рука — список карт", "a hand must be a list of cards"),
    "err_record_talons_cards": ("прикуп — список карт", "a talon must be a list of cards"),
    "err_record_talon_cards": ("talon — список карт", "talon must be a list of cards"),
    "err_record_deal_object": ("должна быть объектом", "must be an object"),
    "err_record_hands": ("hands — список рук", "hands must be a list of hands"),
    "err_record_talons": ("вдвоём нужны talons: два списка по 3 карты",
                          "two players need talons: two lists of 3 cards"),
    "err_record_game_won": ("раздача {round}: игра уже выиграна",
                            "round {round}: the game was already won"),
    "err_record_round_over": ("раздача {round}: «{action}»: раздача уже окончена",
                              "round {round}: “{action}”: the round is already over"),
    "err_record_round_action": ("раздача {round}: «{action}»: {reason}",
                                "round {round}: “{action}”: {reason}"),
    "err_record_unfinished": ("раздача {round}: не доиграна, а за ней идёт следующая",
                              "round {round}: the round is unfinished but another follows"),
    "err_record_game_over": ("игра в этой записи уже окончена",
                             "the game in this record is already over"),
    "err_play_not_your_turn": ("сейчас не ваш ход", "it is not your turn"),
    "err_play_not_legal": ("ход «{action}» сейчас невозможен",
                           "“{action}” is not a legal action now"),
    "err_play_no_bot_move": ("сейчас не ход компьютера", "no computer move is due"),
    "err_play_nothing_to_undo": ("отменять нечего", "nothing to take back"),
    "err_save_not_json": ("это не JSON", "not JSON"),
    "err_save_not_save": ("это не сохранённая игра", "not a saved game"),
    "err_save_format": ("неизвестный формат сохранения {got!r}", "unknown save format {got!r}"),
    "err_save_damaged": ("повреждённые поля", "damaged fields"),
    "err_save_damaged_position": ("повреждена позиция повтора", "damaged replay position"),
    "err_save_damaged_kind": ("сохранение повреждено ({kind})", "damaged save ({kind})"),
    "err_save_record": ("{reason}", "{reason}"),
    "err_record_too_deep": ("слишком глубокая вложенность (допустимая глубина — {limit})",
                            "nested too deeply (the limit is {limit} levels)"),
    "err_record_too_large": ("слишком большой текст: знаков — {size:,} (предел — {limit:,})",
                             "too large: {size:,} characters (the limit is {limit:,})"),
}

PRESET_NAMES: dict[str, tuple[str, str]] = {
    "classic": ("Классика", "Classic"),
    "two_players": ("Вдвоём", "Two players"),
    "four_players": ("Вчетвером", "Four players"),
    "igrafan": ("Igrafan (тузовый марьяж)", "Igrafan (ace marriage)"),
}

RULE_HELP: dict[str, tuple[str, str]] = {
    "players": ("Число игроков: 2, 3 или 4 (вчетвером сдающий не играет).",
                "Number of players: 2, 3 or 4 (with four the dealer sits out)."),
    "target": ("Сколько очков нужно для победы.", "The score that wins."),
    "marriage_values": ("Цена марьяжей по мастям (♥ ♦ ♣ ♠).",
                        "Marriage value per suit (♥ ♦ ♣ ♠)."),
    "ace_marriage": ("Четыре туза — марьяж на 200.", "Four aces are a marriage worth 200."),
    "redeal": ("Пересдачи вообще разрешены.", "Redeals are allowed at all."),
    "redeal_hand_below": ("Пересдачу можно просить, если на руке меньше стольких очков.",
                          "A hand under this many points may ask for a redeal."),
    "redeal_nines": ("Столько девяток на руке дают право на пересдачу.",
                     "This many nines in hand allow a redeal."),
    "redeal_talon_below": ("Прикуп дешевле этого позволяет игроку пересдать.",
                           "A talon under this many points lets the declarer redeal."),
    "redeal_talon_nines": ("Столько девяток в прикупе позволяют пересдать.",
                           "This many nines in the talon let the declarer redeal."),
    "redeal_limit": ("На такой пересдаче подряд сдающий теряет 120 (пусто — без предела).",
                     "On this redeal in a row the dealer loses 120 (empty: no limit)."),
    "bid_step": ("Шаг ставок: 5 или 10.", "Bids are multiples of this: 5 or 10."),
    "bid_cap": ("Ставка не выше 120 + марьяжи на руке.",
                "No bid above 120 + the marriages in hand."),
    "negative_bid_limit": ("Игрок ниже этого счёта пасует автоматически (пусто — нет).",
                           "A player below this score passes automatically (empty: off)."),
    "show_talon_on_hundred": ("Показывать прикуп и при игре на сотне без торговли.",
                              "Show the talon also when won at 100 uncontested."),
    "concede": ("Можно расписать (сдаться) до первого хода.",
                "The declarer may concede before the first card."),
    "concede_penalty": ("Расписавший теряет заказ (иначе получает болт).",
                        "A conceding declarer loses the contract (off: takes a bolt instead)."),
    "concede_once_per_game": ("Расписать можно только раз за игру.",
                              "Each player may concede only once per game."),
    "must_beat": ("Обязательно перебивать старшую карту взятки (польские правила).",
                  "You must beat the winning card when you can (Polish tables)."),
    "trump_lead_by_declarer_only": ("С козыря ходит только объявивший его.",
                                    "Only the player who declared the trump may lead trumps."),
    "round_defenders": ("Очки защитников округляются до 5.",
                        "Defenders' card points are rounded to a multiple of 5."),
    "bolts_for_penalty": ("Сколько болтов дают штраф.", "Bolts per penalty."),
    "bolt_penalty": ("Штраф за болты.", "Points lost on each such bolt."),
    "bolts_consecutive": ("Считаются только болты подряд.", "Only bolts in a row count."),
    "samosval": ("Ровно 555 очков — обнуление.", "Exactly 555 sends the score to 0."),
    "samosval_negative": ("Ровно −555 очков — обнуление.", "Exactly −555 sends the score to 0."),
    "barrel": ("Порог бочки (пусто — без бочки).", "Barrel threshold (empty: no barrel)."),
    "barrel_tries": ("Сколько попыток на бочке.", "Tries on the barrel."),
    "barrel_penalty": ("Штраф за падение с бочки.", "Penalty for falling off the barrel."),
    "barrel_falls_to_zero": ("Какое падение с бочки обнуляет счёт.",
                             "Which fall from the barrel sets the score to 0."),
    "barrel_bidding": ("Торговля, когда кто-то на бочке (иначе он играет 120 сразу).",
                       "Bidding while someone is on the barrel (off: they play 120 at once)."),
    "barrel_shared": ("На бочке могут сидеть несколько игроков.",
                      "Several players may sit on the barrel."),
    "golden_rounds": ("Сколько первых раздач — золотые (удвоение, ставка от 120).",
                      "How many first deals are golden (doubled, bids from 120)."),
    "dark": ("Разрешена игра «в тёмную» (120 не глядя).", "The dark bid of 120 is allowed."),
    "four_aces_redeal": ("Четыре туза на руке — обязательная пересдача.",
                         "Four aces in a dealt hand force a redeal."),
    "dealer_scores_talon": ("Вчетвером сдающий получает очки за марьяж в прикупе.",
                            "With four players the dealer scores a marriage in the talon."),
}

HINT_REASONS_RU: dict[str, str] = {
    "only_move": "других ходов нет",
    "dark_declined": "в тёмную слишком рискованно",
    "talon_pick": "этот прикуп выгоднее",
    "redeal_weak_hand": "карты слабые — лучше пересдать",
    "keep_hand": "с этими картами можно играть",
    "bid_forced": "пасовать сейчас нельзя",
    "pass_cap": "предел не позволяет поднять ставку",
    "bid_value": "рука стоит этой ставки",
    "bid_last_try": "последняя попытка на бочке: пас всё равно означает слёт",
    "pass_value": "рука не тянет на большую ставку",
    "pass_no_marriage": "без марьяжа заказ выше 100 редко играет",
    "talon_redeal": "прикуп бедный — можно пересдать",
    "concede_hopeless": "заказ не сыграть — дешевле расписать",
    "give_spare": "эта карта нужна меньше всего",
    "contract_raise": "рука позволяет заказать больше",
    "contract_bid": "заказ по ставке надёжнее",
    "follow_ruff": "козырем можно взять взятку",
    "follow_win": "эта карта берёт взятку",
    "follow_feed": "взятку берёт партнёр по защите — добавьте очков",
    "discard_low": "сброс самой дешёвой карты",
    "follow_low": "взятку дёшево не взять — играйте мелко",
    "declare_aces": "тузовый марьяж даёт 200",
    "declare_marriage": "объявите марьяж: очки и козырь",
    "draw_trumps": "выбейте козыри у соперников",
    "cash_before_declaring": "сначала заберите верную взятку — ход останется у вас, "
                             "марьяж объявите потом",
    "cash_winner": "эта карта наверняка возьмёт",
    "lead_partner_ruff": "партнёр может побить козырем",
    "lead_low": "так вы отдаёте меньше всего",
    "contract_to_win": "сыгранный заказ приносит победу — не рискуйте",
    "search_make": "перебор раскладов: с этой картой заказ играет чаще",
    "search_stop": "перебор раскладов: после этой карты заказ играет реже",
    "search_playout": "перебор раскладов: эта карта в среднем приносит больше очков",
}
"""Russian for the hint agent's reason keys (its own text is English)."""


def hint_reason(lang: str, key: str, english: str) -> str:
    if lang in MORE:
        reason: str = MORE[lang].HINT_REASONS.get(key, english)
        return reason
    if lang == "en" or key not in HINT_REASONS_RU:
        return english
    return HINT_REASONS_RU[key]


SUIT_NAMES: dict[str, tuple[str, str]] = {
    "S": ("пики ♠", "spades ♠"), "C": ("трефы ♣", "clubs ♣"),
    "D": ("бубны ♦", "diamonds ♦"), "H": ("червы ♥", "hearts ♥"),
}


def _pick(pair: tuple[str, str], lang: str, more: dict[str, str] | None = None,
          key: str = "") -> str:
    """Russian or English from ``pair``; Polish and Ukrainian from their own table
    (``more``), English when a key is missing there (a test forbids that)."""
    if more is not None and key in more:
        return more[key]
    return pair[0] if lang == "ru" else pair[1]


def tr(lang: str, key: str, **values: object) -> str:
    """The text of ``key`` in ``lang``, with ``{placeholders}`` filled."""
    extra = MORE.get(lang)
    text = _pick(STRINGS[key], lang, extra.STRINGS if extra else None, key)
    return text.format(**values) if values else text


def error_text(lang: str, error: object) -> str:
    """An engine error (or ``Message``) in ``lang``: its code and parameters through the
    ``err_*`` keys, nested reasons translated too, so no English reason lands inside a
    Russian sentence. Anything without a known code is shown as ``str(error)``."""
    code = getattr(error, "code", None)
    params = getattr(error, "params", None)
    key = f"err_{code}"
    if not isinstance(params, dict) or key not in STRINGS:
        return str(error)
    values: dict[str, object] = {}
    for name, value in params.items():
        if isinstance(value, ThousandError | Message):
            values[name] = error_text(lang, value)
        elif name == "phase" and f"phase_{value}" in STRINGS:
            values[name] = tr(lang, f"phase_{value}")
        else:
            values[name] = value
    return tr(lang, key, **values)


def preset_name(lang: str, preset: str) -> str:
    extra = MORE.get(lang)
    return _pick(PRESET_NAMES.get(preset, (preset, preset)), lang,
                 extra.PRESET_NAMES if extra else None, preset)


def rule_help(lang: str, field: str) -> str:
    extra = MORE.get(lang)
    return _pick(RULE_HELP.get(field, (field, field)), lang,
                 extra.RULE_HELP if extra else None, field)


def suit_name(lang: str, letter: str) -> str:
    extra = MORE.get(lang)
    return _pick(SUIT_NAMES[letter], lang, extra.SUIT_NAMES if extra else None, letter)


def browser_lang(languages: object) -> str | None:
    """The first of the browser's languages (``navigator.languages``, e.g. ``["pl-PL",
    "en"]``) that the page speaks, by its primary subtag; ``None`` when none is."""
    if not isinstance(languages, list | tuple):
        return None
    for item in languages[:20]:
        if isinstance(item, str):
            primary = item.strip().lower().replace("_", "-").split("-")[0]
            if primary in LANGS:
                return primary
    return None


def normalize_lang(value: str | None) -> str | None:
    """A code of ``LANGS`` (any case) or ``None`` when the value is not a language we have."""
    if value is None:
        return None
    low = value.strip().lower()
    return low if low in LANGS else None


MORE = {"pl": i18n_pl, "uk": i18n_uk}
"""Polish and Ukrainian live in their own modules, one table per kind of text."""
