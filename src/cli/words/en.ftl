# The command line's words in English: what `tucana play` and `tucana replay` tell a person
# at the terminal. Every key starts with `cli-`.

## tucana play: a game of any game at the terminal, the other seats computer players

# The first line: the game, its players and its seed.
cli-play-start = { $game }, { $players ->
    [one] a solo game
   *[other] { $players } players: you, then { $bots }
  } (seed { $seed }).
cli-play-help = Type your move as the game reads it (the words of `/{ slash-move }`). `legal` lists your legal moves, best first, as autocomplete does (`legal TEXT`: those containing TEXT); `help` shows this again; `quit` stops (the game is not saved).
# The players' names at the terminal: the person, and each computer player by seat and level.
cli-play-you = You
cli-play-bot = Bot { $seat } ({ $level })
# Where the person stands in the current step (the game's words).
cli-play-status = Your status: { $status }
cli-play-legal = { $count ->
    [one] 1 legal move:
   *[other] { $count } legal moves:
  }
cli-play-legal-more = …and { $count } more: `legal TEXT` narrows the list.
cli-play-no-legal = No legal move of yours matches that now.
# A move played that the game had nothing to say about.
cli-play-done = Done.
cli-play-left = You left the game; it ends here.
cli-play-stopped = Stopped before the end; the game is not saved.
cli-play-picture = Your view is drawn to { $path } after every move.
cli-play-over = Game over. The standings:
cli-play-standing = { $rank }. { $name }: { $total } points
cli-play-standing-how = { $rank }. { $name }: { $total } points ({ $breakdown })
cli-play-title = Title: { $title }.
cli-play-stuck = The game cannot go on: nobody has a move to make, yet it is not over.

## tucana play: what is wrong with the command line

cli-play-no-bots = --seats: { $game } has no computer players.
cli-play-no-level = --seats: there is no level “{ $level }”; the levels of { $game } are { $levels }.
cli-play-seats = --seats: { $game } seats { $min } to { $max } players; you and { $bots ->
    [one] 1 computer player
   *[other] { $bots } computer players
  } make { $players }.
cli-play-no-daily = --daily: { $game } has no daily challenge at the terminal.

## tucana replay --log

cli-replay-empty = Nothing has happened in this game that everyone may read.
cli-replay-no-script = This game cannot be written as a replay script.

## --lang

cli-no-language = There is no language “{ $tag }”; the languages are { $languages }.

## tucana web

cli-web-playing = Playing the demo's games…
cli-web-played = Games played: { $games } · in play: { $in_play } · leagues: { $leagues } · days of daily challenges: { $days }
cli-web-serving = Serving the pages at { $url } (Ctrl-C stops).
