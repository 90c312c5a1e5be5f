# Trails of Tucana's words in English. Every key starts with the game's id, "tucana-".

tucana-rules-in-short = Each turn shows two terrain cards: draw one trail between neighbouring spaces of those terrains with `/{ slash-trail }`, anywhere on your island, never twice on a segment. Connect sights (obelisk, book, toucan, yeti, sea monster) to any village: each round's end scores every sight connected so far. Joining a letter's two villages scores its pair; the first to do it wins a bonus card. Your 2nd sight of a type (3rd on Isla Grande) earns a bonus trail. Bonus points break ties. At free pace nobody waits: your next cards come privately once you finish a turn.
tucana-how-to-move = Draw your trail with `/{ slash-trail }`.
tucana-timed-out = drew no trail this turn

# What /map answers (the core asks every game for these words).
tucana-map-own = Your sheet (legal trails highlighted).
tucana-map-of = { $player }'s sheet{ $earlier ->
    [yes] {" "}as it stood when you finished your last turn
   *[no] {""}
}.
tucana-no-title = No title this time: the ladder starts at 50 points on Isla Petit and 110 on Isla Grande.

## The names of things (nested in the messages below)

tucana-terrain-desert = desert
tucana-terrain-forest = forest
tucana-terrain-mountain = mountain
tucana-terrain-water = water
tucana-card-desert = desert
tucana-card-forest = forest
tucana-card-mountain = mountain
tucana-card-water = water
tucana-card-any = any
tucana-sight-obelisk = obelisk
tucana-sight-book = book
tucana-sight-toucan = toucan
tucana-sight-yeti = yeti
tucana-sight-sea-monster = sea monster

## Refusals of a typed trail (spaces are labels like C3, as on the map)

# $typed: what the player wrote.
tucana-not-a-trail = "{ $typed }" is not a trail: write two spaces, like C3-D4
# $map: the island's name (Isla Petit, Isla Grande).
tucana-no-such-space = there is no space { $space } on { $map }
tucana-same-space = a trail joins two different spaces, not { $space } to itself
tucana-not-next-to = { $first } and { $second } are not next to each other

## Refusals of the rules

tucana-game-over = the game is over
# A move logged for a seat the game does not have ($seat counted from 0).
tucana-no-such-seat = there is no seat { $seat } in this game
tucana-resigned = you have left this game
tucana-already-finished = you have finished this turn
# $trail: the trail as written, C3-D4.
tucana-already-drawn = { $trail } is already drawn
tucana-no-such-trail = there is no such trail
tucana-no-bonus-owed = you have no bonus trail to skip
tucana-nothing-to-undo = you have nothing to undo this turn
tucana-seat-finished = you have played all your turns
tucana-no-shared-turn = each player plays at their own pace here: there is no shared turn to close
# A trail that does not fit the turn's two cards: its spaces, their terrains (a name
# above), and what the cards need ($need: one of the three messages after these).
tucana-wrong-space = { $space } is { $terrain }; this turn needs { $need }
tucana-wrong-spaces = { $first } is { $first_terrain } and { $second } is { $second_terrain }; this turn needs { $need }
tucana-both-spaces = { $first } and { $second } are both { $terrain }; this turn needs { $need }
# An any-terrain card and $card: neither space is of $card's terrain.
tucana-neither-space = neither { $first } ({ $first_terrain }) nor { $second } ({ $second_terrain }) is { $card }; this turn needs { $need }
# Two cards alike.
tucana-need-two = two { $card } spaces
tucana-need-both = { $first } and { $second }
# The any-terrain card, as one of the two needed.
tucana-need-any = any terrain
# A solo script's solo_keep, when the rule cannot keep the cards it names.
tucana-solo-keep-all-stay = solo_keep is given, but only { $left } blue { $left ->
        [one] card is
       *[other] cards are
    } left, so all stay
tucana-solo-keep-gone = solo_keep names { $letter }, but blue card { $letter } is no longer on the table
# A logged move the game cannot read (a stored game's log, never a player's typing).
tucana-bad-move = bad move "{ $logged }"
tucana-bad-move-no-seat = bad move "{ $logged }": no seat
tucana-bad-move-no-trail = bad move "{ $logged }": no trail

## A game's options, as a host sets them

tucana-option-yes-no = { $option } is yes or no, not { $value }
tucana-option-no-map = there is no map { $value }: petit or grande
tucana-option-pace = pace is together or free, not { $value }
tucana-option-direction = direction is clockwise or counter-clockwise, not { $value }
tucana-option-unknown = Trails of Tucana has no option { $option }

## Where a player stands (the table's status of a seat)

tucana-status-to-draw = to draw
tucana-status-owes = owes { $n } bonus { $n ->
        [one] trail
       *[other] trails
    }
tucana-status-done = done
tucana-status-finished = finished
# Free pace: a seat's own turn, counted through the whole game.
tucana-progress-turn = turn { $turn } of { $turns }
tucana-progress-left = left

## The turn's cards ($first, $second: the cards' names above)

tucana-cards-line = the cards: **{ $first }** and **{ $second }**
tucana-own-pace = everyone plays at their own pace

## A move's reply to its player

# $gain: what the trail gains (the messages of a gain, below, joined by " · ").
tucana-drew = You drew **{ $trail }**: { $gain }.
tucana-drew-nothing = You drew **{ $trail }**: no points yet.
tucana-skipped-owed = Skipped; { $n } bonus trail(s) still owed.
tucana-skipped-done = Bonus trail skipped: you are done for this turn.
tucana-undone = Undone: your last trail of this turn is erased.
tucana-passed = You passed: you are done for this turn.
tucana-owed = You are owed { $n } bonus { $n ->
        [one] trail
       *[other] trails
    }: draw it with `/{ slash-trail }` (any terrain), or skip it.
tucana-done-this-turn = You are done for this turn.
# Free pace: the player's next turn comes at once ($progress: "turn 14 of 26").
tucana-next-turn = Your next turn, { $progress }: { $cards }.
tucana-all-turns-played = You have played all your turns.
tucana-skip-bonus = Skip the bonus trail

## What a trail gains (joined by " · ", after "+3")

# $sights: the sights' names, listed; $villages: one of the three messages after.
tucana-gain-connects = connects { $sights } to { $villages }
tucana-gain-pairs = links { $n } village { $n ->
        [one] pair
       *[other] pairs
    }
tucana-gain-bonus = earns { $n } bonus { $n ->
        [one] trail
       *[other] trails
    }
tucana-villages-none = a village
tucana-village = village { $village }
# $others: the villages' numbers but the last, listed.
tucana-villages = villages { $others } and { $last }

## What the table is told (after the player's name)

tucana-told-drew = drew **{ $trail }** ({ $note })
tucana-told-skipped = skipped a bonus trail
tucana-told-undone = took back their last trail
tucana-told-passed = passed
tucana-told-left = left the game
# A turn the engine closed as it began.
tucana-turn-skipped = the cards are { $first } + { $second } and nobody can draw them

## Bonus cards, and the free pace's race for them

tucana-bonus-blue = blue card { $letter } ({ $points } points)
# 5+ players: two blue cards a letter.
tucana-bonus-blue-numbered = blue card { $letter } #{ $n } ({ $points } points)
tucana-bonus-red = red card { $sight } ({ $points } points)
tucana-did-connect = connected { $letter }–{ $letter }
tucana-did-link = linked two { $sight }s
tucana-connected = connected
tucana-linked = linked
# $card: a bonus card's name above; $done: connected or linked.
tucana-claim-won = won { $card }, { $done } on turn { $turn }
# $did: what earns the card ("connected A–A"); $card: a blue or a red one.
tucana-claim-provisional = { $did } on turn { $turn }: { $card } is theirs, shared with whoever else { $kind ->
        [blue] connects it
       *[red] does it
    } on that turn (provisional)

## The standings and the shared card

# $sights: the rounds' sight scores joined by " + " (or 0).
tucana-breakdown = sights { $sights }, villages { $villages }, bonus { $bonus }
# Free pace: $provisional points of bonus cards not final yet.
tucana-breakdown-provisional = sights { $sights }, villages { $villages }, bonus { $bonus } (+{ $provisional } provisional)
tucana-sights-connected = { $connected }/{ $all } sights connected

## What a move, a standing and a shared result hand the service, as messages
# A move's note, then what comes next (a new line between).
tucana-note-then =
    { $said }
    { $then }
# The titles of the solo ladder (the maps' files name them in English: each is the
# message of its words, `map::ladder_msg`), lowest first.
tucana-ladder-youre-better-than-a-yeti-at-least = You're better than a yeti, at least
tucana-ladder-you-get-a-day-off-on-the-beach = You get a day off on the beach
tucana-ladder-dinner-at-the-mayors-house = Dinner at the Mayor's house
tucana-ladder-your-name-is-engraved-on-the-obelisk = Your name is engraved on the obelisk
tucana-ladder-even-the-sea-monsters-are-shocked = Even the sea monsters are shocked
tucana-ladder-too-good-for-tucana = Too good for Tucana
# A ladder title as builds before the titles' own messages kept it (a daily attempt's
# title, a finished game's standings): the title as written.
tucana-ladder-title = { $title }
## The options, for menus and help

tucana-menu-map = The island
tucana-menu-map-petit = Isla Petit
tucana-menu-map-grande = Isla Grande
tucana-menu-special-bonus = Play with the special bonus cards (red)
tucana-menu-random-start = Draw the starting village
tucana-menu-direction = Which way the start passes
tucana-menu-clockwise = clockwise
tucana-menu-counter-clockwise = counter-clockwise
tucana-menu-symmetric = Everyone writes the letters as the host does
tucana-menu-pace = Play the turns together, or the same cards at everyone's own pace
tucana-menu-together = together
tucana-menu-free = free: nobody waits

## A trail's note and gains, in parts joined by a dot

# Two parts of a note: "forest–desert · +2".
tucana-dotted = { $first } · { $then }
# A trail's two terrains.
tucana-trail-terrains = { $first }–{ $second }
# The points a trail scores now.
tucana-gain-points = +{ $n }

## The options in a few words (joined by a dot, after the island's name)

tucana-described-special-bonus = special bonus
tucana-described-random-start = random start
tucana-described-symmetric = symmetric
tucana-described-free-pace = free pace

## A game that could not be set up ($why: what was wrong, in its developer's words)

tucana-set-up-refused = { $why }
tucana-set-up-players = a game has 1 to { $max } players, not { $players }
## The pictures' words (cards, sheets, standings, the daily card)

# The islands' names.
tucana-island-petit = Isla Petit
tucana-island-grande = Isla Grande
tucana-picture-game-over = The game is over
tucana-picture-all-played = { $island } · all { $rounds } rounds played · see the standings
tucana-picture-turn-cards = This turn's cards
tucana-picture-island-round = { $island } · round { $round } of { $rounds }
tucana-picture-turn-of = Turn { $turn } of { $turns }
# Under the number of turns left in the round ($left).
tucana-picture-turns-left = { $left ->
        [0] last turn of the round
        [one] turn left after this one
       *[other] turns left after this one
    }
tucana-picture-last-round = last round
tucana-picture-rounds-after = { $n } more { $n ->
        [one] round
       *[other] rounds
    } after this
# $need: what the cards need (the messages after).
tucana-picture-draw-one = Draw one trail between two neighbouring spaces: { $need }.
tucana-picture-any-two = any two spaces
tucana-picture-pair = { $first } + { $second }
# A player without a name.
tucana-picture-player = Player { $seat }
tucana-picture-final-standings = Final standings
tucana-picture-standings = Standings
tucana-picture-standings-after = Standings after round { $round } of { $rounds }
tucana-picture-standings-over = { $island } · { $n } { $n ->
        [one] player
       *[other] players
    } · all { $rounds } rounds played
tucana-picture-standings-now = { $island } · { $n } { $n ->
        [one] player
       *[other] players
    } · now round { $round } of { $rounds }, turn { $turn } of { $turns } · sights score at each round's end
# The standings' column heads.
tucana-picture-head-player = PLAYER
tucana-picture-head-round = R{ $round }
tucana-picture-head-sights = SIGHTS LINKED
tucana-picture-head-pairs = PAIRS
tucana-picture-head-villages = VILLAGES
tucana-picture-head-bonus = BONUS
tucana-picture-head-total = TOTAL
# $title: a title of the island's ladder.
tucana-picture-title-earned = Title earned: { $title }
tucana-picture-no-title = No title this time: the first step needs more points
tucana-picture-ladder-so-far = Solo ladder: { $points } points so far
# The daily card.
tucana-picture-points = points
tucana-picture-title = Title: { $title }
tucana-picture-no-title-reached = No title reached
# $sights: each round's sight score joined by " + ".
tucana-picture-daily-parts = Sights { $sights } · Villages { $villages } · Bonus { $bonus }
tucana-picture-daily-sights = sights connected to villages
# A sheet: where its player stands.
tucana-picture-game-over-short = Game over
tucana-picture-has-left = Has left the game
tucana-picture-waiting = Finished: waiting for the others
tucana-picture-your-move = Your move: draw one trail
tucana-picture-bonus-owed = { $n ->
        [one] Bonus trail owed: draw any trail
       *[other] { $n } bonus trails owed: draw any trails
    }
tucana-picture-done = Done this turn
tucana-picture-this-turn = This turn
tucana-picture-final-sheet = { $island } · final sheet after { $rounds } rounds
tucana-picture-every-turn-played = { $island } · every turn played · waiting for the others
tucana-picture-sheet-when = { $island } · round { $round } of { $rounds } · turn { $turn } of { $turns }
# The legend under the map.
tucana-picture-legend-village = village: your letter
tucana-picture-legend-reaches = reaches a village
tucana-picture-legend-not-yet = not yet
tucana-picture-legend-turn = { $this ->
        [yes] this turn
       *[no] last turn
    }
tucana-picture-legend-legal = legal now
# The legal trails' box.
tucana-picture-legal-head = LEGAL TRAILS ({ $n })
tucana-picture-bonus-any = bonus: any trail
tucana-picture-no-trail = No trail can be drawn now
tucana-picture-any-trail-left = Any trail not drawn yet: { $n } left
tucana-picture-more = +{ $n } more
# The scoring panel; the sights' names as its rows' heads.
tucana-picture-sight-obelisk = Obelisk
tucana-picture-sight-book = Book
tucana-picture-sight-toucan = Toucan
tucana-picture-sight-yeti = Yeti
tucana-picture-sight-sea-monster = Sea monster
tucana-picture-sights-head = SIGHTS
tucana-picture-sights-note = circled when linked to a village
tucana-picture-villages-head = VILLAGES
tucana-picture-villages-note = circled when the pair is linked
tucana-picture-bonus-won = won: { $points } { $points ->
        [one] point
       *[other] points
    }
tucana-picture-bonus-won-provisional = won: { $points } { $points ->
        [one] point
       *[other] points
    } (+{ $more } provisional)
tucana-picture-bonus-head = BONUS CARDS
tucana-picture-none-yet = none yet
# $blue: each letter's blue card left and its points ("A 6 · B –").
tucana-picture-on-the-table = On the table: { $blue }
tucana-picture-on-the-table-red = On the table: { $blue } · red: { $red }
tucana-picture-score-head = SCORE
tucana-picture-score-round = Round { $round }
tucana-picture-score-villages = Villages
tucana-picture-score-bonus = Bonus
tucana-picture-score-total = Total
tucana-picture-final-score = Final score
tucana-picture-circled-now = Sights circled now: { $now }, scored at the end of this round

## The terminal game (tucana play)

tucana-terminal-help =
    Type a trail as two spaces, like C3-D4 (any order, any case).
      legal, ?   list the trails you may draw now, best first
      skip       decline a bonus trail
      undo       take back your last trail of this turn
      help       this text
      quit       stop (the game is not saved)
tucana-terminal-daily = the daily challenge of { $date }
tucana-terminal-solo = a solo game (seed { $seed })
# $db: the path of a bot's database.
tucana-terminal-not-recorded = { $date } is not recorded in { $db }: a bot records a day when it is first played (give --secret to play a day not recorded yet)
tucana-terminal-secret = the daily challenge of { $date } is secret: give --db PATH (a bot's database, for a day it has recorded) or --secret S (the bot's daily secret)
tucana-terminal-cannot-read = cannot read { $db }: { $error }
# $title: the daily challenge or a solo game (above); $island: the island's name.
tucana-terminal-start = Trails of Tucana: { $title } on { $island }.
# $villages: each village's number and letter ("1 A · 2 C · …").
tucana-terminal-villages = Your villages: { $villages }.
tucana-terminal-special-bonus = Special Bonus: join two { $sight }s to each other for 6 points.
tucana-terminal-stopped = Stopped before the end; the game is not saved.
# What the trail gains follows, if anything.
tucana-terminal-drew = Drew { $trail }.
tucana-terminal-declined = Bonus trail declined.
tucana-terminal-taken-back = Taken back.
tucana-terminal-turn-skipped = Round { $round }, turn { $turn }: the cards are { $first } + { $second } and you cannot draw them; on to the next turn.
# $card: the card's id (blue-D-1, red-yeti).
tucana-terminal-bonus-card = Bonus card { $card }: +{ $points }.
tucana-terminal-round-ends = Round { $round } ends: your sights score { $points }.
tucana-terminal-kept = Blue cards kept for the last round: { $first } and { $second }.
# $sights: each round's sight score joined by " + ".
tucana-terminal-game-over = Game over. Sights { $sights }, villages { $villages }, bonus { $bonus }: { $total } points.
tucana-terminal-title = Title: { $title }.
tucana-terminal-no-title = No title yet: the first step of the ladder is { $points }.
tucana-terminal-bonus-owed = Bonus { $n ->
        [one] trail
       *[other] trails
    }: draw any trail ({ $n } owed), or 'skip'.
tucana-terminal-turn = Round { $round } of { $rounds } · turn { $turn } of { $turns } · cards: { $first } + { $second }
# What a trail gains (joined by ", ").
tucana-terminal-gain-sight = { $sight } connected
tucana-terminal-gain-points = +{ $points } in your sight rows
tucana-terminal-gain-pair = { $letter }-{ $letter } joined: +{ $points }
tucana-terminal-gain-twins = two { $sight }s joined: the red card is yours at the turn's end
tucana-terminal-gain-bonus = { $n } bonus { $n ->
        [one] trail
       *[other] trails
    } earned
tucana-terminal-legal = { $n } legal trails:
tucana-terminal-more = … and { $n } more
# The player's name on their sheet.
tucana-terminal-you = You
tucana-terminal-cannot-write = cannot write the sheet to { $path }: { $error }
tucana-terminal-sheet-drawn = Your sheet is drawn to { $path } after every move.

## Moves typed in the reader's words: per word of the notation, the words a player may type for it, comma-separated (Rules::typed_words)
tucana-typed-skip = skip
tucana-typed-undo = undo
tucana-typed-pass = pass

## Takebacks (issue 46): the rule the help states.
tucana-undo-rule = **Taking back** (`/{ slash-undo }`): your trails of this turn, one at a time, until you pass or the turn ends (the next cards are revealed).
