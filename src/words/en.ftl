# The core's words in English: what every game and surface shares.
# Keys without a game's prefix belong here; a game's own keys live in its folder
# (src/games/<game>/words/en.ftl) and start with its id.

# Text shown as it is, in every language: what a person wrote, or an old stored row.
as-written = { $text }
# How a list of several things is joined: "a, b, c".
list-separator = {", "}
# A player named by their place at the table, where their name is not known.
player-n = player { $n }

# What a deadline did to those who had not moved, after their names (a game may say it in
# its own words).
timed-out = did not move in time: the game made their default move
# A solo player who finished without a title (a game may say where its ladder starts).
no-title = No title this time.
# How a player moves, where the game is not known.
how-to-move = Make your move with `/move`.

## The service's refusals

# /undo and /pass in a game without such a move.
no-undo = { $game } has no move to take back: what is played stays played
no-pass = { $game } has no pass: play your turn with `/move`

hint-still-thinking = still thinking about your last hint: it comes in a moment
hint-nothing-to-suggest = there is nothing to suggest: no move of yours fits this turn
hint-thinkers-busy = the hint thinkers are busy with other players' hints: ask again in a moment
replay-still-drawing = still drawing the replay you asked for: it comes in a moment
starts-per-hour = you started { $count } games in the last hour, as many as anyone may: start this one a little later

## What the games did, as the service's log and posts tell it
# A game's words after the players' names they follow ("Ana, Ben" + " connected A–A").
after-names = {" "}{ $text }
# A line of a game's log: a round ended (counted from 1).
round-over = Round { $round } is over.
# A line of a game's log: a turn nobody could play, and why (the game's words).
turn-skipped-at = Round { $round }, turn { $turn }: { $what }.
# Trails of Tucana's skipped turn, in events written before the games gave their own words.
legacy-turn-skipped = the cards are { $first } + { $second } and nobody can draw them
# Trails of Tucana's breakdown, in events written before the games gave their own words.
legacy-breakdown = sights { $sights }, villages { $villages }, bonus { $bonus }
# A player's move that left the game, in their reply.
move-you-left = You left the game.
## A game's options and state, as the generic code says them

# A game asked for an option it does not have ($game: its name; $key: the option typed).
no-option = { $game } has no option { $key }
# A game that cannot be played at each player's own pace (a league round's choice).
no-own-pace = { $game } is not played at each player's own pace
# Stored options that do not read back ($error: the reader's words, for a developer).
options-unreadable = options: { $error }
# A yes/no option's two names.
option-no = no
option-yes = yes
# A turn's two cards, in a turn's announcement stored before the headline was written.
turn-cards = the cards: **{ $a }** and **{ $b }**
# A player's status once their turn has closed.
status-done = done
