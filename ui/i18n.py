"""Every visible text of the page, in Russian and English.

Render code never writes a sentence itself: it asks ``tr(lang, key, **values)``,
so switching the language re-renders the same screen in the other language, and
a test can check that both languages define every key.
"""

from __future__ import annotations

LANGS: tuple[str, ...] = ("ru", "en")
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
    "hint_text": ("Совет: {action} — {reason}", "Hint: {action} — {reason}"),
    "lang_switch": ("English", "Русский"),
    "close": ("Закрыть", "Close"),
    "continue": ("Дальше", "Continue"),
    "deal_no": ("Раздача {n}", "Deal {n}"),
    "dealer": ("сдаёт", "dealer"),
    "dealer_mark": ("С", "D"),
    "hundred_mark": ("100", "100"),
    "hundred": ("на сотне", "on the hundred"),
    "sits_out": ("не играет (сдающий)", "sits out (dealer)"),
    "cards_n": ("карт: {n}", "cards: {n}"),
    "score": ("Очки", "Score"),
    "tricks_n": ("взяток: {n}", "tricks: {n}"),
    "points_n": ("очков в взятках: {n}", "card points: {n}"),
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
    "won_by": ("взял(а): {name}", "won by {name}"),
    "your_hand": ("Ваши карты", "Your cards"),
    "said_pass": ("пас", "pass"),
    "said_bid": ("{n}", "{n}"),
    "phase_redeal": ("Пересдача", "Redeal"),
    "phase_bidding": ("Торговля", "Bidding"),
    "phase_talon": ("Прикуп", "Talon"),
    "phase_contract": ("Заказ", "Contract"),
    "phase_play": ("Розыгрыш", "Play"),
    "phase_done": ("Конец", "Over"),
    "turn_you": ("Ваш ход", "Your move"),
    "turn_other": ("Ходит {name}", "{name} to move"),
    "thinking": ("{name} думает…", "{name} is thinking…"),
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
    "conceded": ("расписал(а)", "conceded"),
    "made": ("Заказ сыгран", "Contract made"),
    "failed": ("Заказ не сыгран", "Contract failed"),
    "no_declarer": ("Без розыгрыша", "Not played"),
    "card_points": ("Очки в взятках", "Card points"),
    "delta": ("Изменение", "Change"),
    "total": ("Итого", "Total"),
    "bolt": ("болт", "bolt"),
    "bolts": ("Болты", "Bolts"),
    "barrel": ("бочка", "barrel"),
    "on_barrel": ("на бочке", "on the barrel"),
    "fell": ("слетел(а) с бочки", "fell off the barrel"),
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
    "sheet_legend": ("С — сдающий, 100 — на сотне, болт, бочка — отметки записи.",
                     "D — dealer, 100 — on the hundred; bolt and barrel marks as on paper."),
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
    "log": ("Ходы", "Moves"),
    "log_pass": ("{name}: пас", "{name}: pass"),
    "log_bid": ("{name}: {n}", "{name}: {n}"),
    "log_dark": ("{name}: в тёмную", "{name}: dark"),
    "log_keep": ("{name}: играет", "{name}: keeps"),
    "log_redeal": ("{name}: пересдача", "{name}: redeal"),
    "log_talon": ("{name}: прикуп {n}", "{name}: talon {n}"),
    "log_give": ("{name} → {to}: {card}", "{name} → {to}: {card}"),
    "log_contract": ("{name}: заказ {n}", "{name}: contract {n}"),
    "log_concede": ("{name}: расписал(а)", "{name}: conceded"),
    "log_play": ("{name}: {card}", "{name}: {card}"),
    "log_declare": ("{name}: {card} — марьяж!", "{name}: {card} — marriage!"),
    "hidden_card": ("карта", "a card"),
    "seat_talon": ("прикуп", "talon"),
    "reason_illegal": ("Недоступно: {reason}", "Unavailable: {reason}"),
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
}
"""Russian for the hint agent's reason keys (its own text is English)."""


def hint_reason(lang: str, key: str, english: str) -> str:
    if lang == "en" or key not in HINT_REASONS_RU:
        return english
    return HINT_REASONS_RU[key]


SUIT_NAMES: dict[str, tuple[str, str]] = {
    "S": ("пики ♠", "spades ♠"), "C": ("трефы ♣", "clubs ♣"),
    "D": ("бубны ♦", "diamonds ♦"), "H": ("червы ♥", "hearts ♥"),
}


def _pick(pair: tuple[str, str], lang: str) -> str:
    return pair[1] if lang == "en" else pair[0]


def tr(lang: str, key: str, **values: object) -> str:
    """The text of ``key`` in ``lang``, with ``{placeholders}`` filled."""
    text = _pick(STRINGS[key], lang)
    return text.format(**values) if values else text


def preset_name(lang: str, preset: str) -> str:
    return _pick(PRESET_NAMES.get(preset, (preset, preset)), lang)


def rule_help(lang: str, field: str) -> str:
    return _pick(RULE_HELP.get(field, (field, field)), lang)


def suit_name(lang: str, letter: str) -> str:
    return _pick(SUIT_NAMES[letter], lang)


def normalize_lang(value: str | None) -> str | None:
    """``"ru"``/``"en"`` (any case) or ``None`` when the value is not a language we have."""
    if value is None:
        return None
    low = value.strip().lower()
    return low if low in LANGS else None
