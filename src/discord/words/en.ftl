# The Discord adapter's words in English: its commands' replies and posts.

## /game help

# How to play any game: one paragraph each, in this order.
help-how-play = **How to play:** `/{ slash-game } { slash-game-new } { slash-game-new.game }:…` opens a game thread (options: `key=value` words from the list); players press Join, the host Start. `/{ slash-move }` plays your move (autocomplete lists them, best first), `/{ slash-map }` shows your own view; where the game has such moves, `/{ slash-undo }` takes one back and `/{ slash-pass }` ends your turn.
help-how-bots = **Computer players:** the lobby's buttons or `bots:2 bot_level:strong` seat bots; they never count in leagues. `/{ slash-hint }` shows the best moves, privately, in solo games and where the host allowed `hints`. Each daily has a par: the strong bot's score.
help-how-alone = **Alone:** `/{ slash-game } { slash-game-solo } { slash-game-solo.game }:…`; `/{ slash-daily } { slash-daily-play }` is today's challenge, the same for everyone, then `/{ slash-daily } { slash-daily-leaderboard }`, `/{ slash-daily } { slash-daily-stats }`, `/{ slash-daily } { slash-daily-share }`.
help-how-leagues = **Leagues:** `/{ slash-league } { slash-league-join }`, `/{ slash-league } { slash-league-standings }`, `/{ slash-league } { slash-league-info }`. **Web:** `/{ slash-settings } { slash-settings.web }`.
help-how-every = **Every game:** `/{ slash-game } { slash-game-join }|{ slash-game-leave }|{ slash-game-start }|{ slash-game-cancel }|{ slash-game-status }|{ slash-game-scores }|{ slash-game-log }|{ slash-game-games }|{ slash-game-settings }|{ slash-game-ratings }|{ slash-game-profile }|{ slash-game-help }`. Your next move, map or status begins with what happened since your last move; `/{ slash-game } { slash-game-log }` reads the whole game.
help-how-rules = **A game's rules in short:** `/{ slash-game } { slash-game-help } { slash-game-help.game }:…`.
help-how-finished = **Finished games:** `/{ slash-game } { slash-game-replay }` shows one step by step (an animated picture), `/{ slash-game } { slash-game-export }` gives its replay script for `tucana replay` and `tucana render`.
# Trails of Tucana's own command, under its line in the help.
help-own-trail = **Its own command:** `/{ slash-trail }`, its name for `/{ slash-move }`: draw a trail, e.g. `/{ slash-trail } C3-D4`.
# A game's line in the help: its name, how to start it, and its rules in short if they fit.
help-game = **{ $name }** (`{ $command }`)
help-game-rules = **{ $name }** (`{ $command }`): { $rules }

## /game games

games-none = You are in no game on this server. Start one with /{ slash-game } { slash-game-new }.

## A move's reply

# A move the game had nothing to say about.
move-done = Done.
move-last-of-game = That was the last move of the game!

## A free-paced game's own turn, for its player alone

# $progress: where the player is ("turn 14 of 26"); $headline: what the turn shows them.
own-turn = Your { $progress }: { $headline }
## The slash commands' descriptions, applied when the commands are registered

# A command's description is keyed `cmd-` and its qualified name, its words joined by `-`
# (`cmd-game-new` for /game new); each option's is an attribute of the option's name
# (`.turn_hours`), each choice's an attribute of the option's and the choice's code name
# (`.bot_level-easy`). Discord takes at most 100 characters. Every description may name
# `$first_game` (the first game the bot hosts) and `$first_daily` (the first with a daily
# challenge). Another language's file gives the same keys: they become the localizations.

cmd-game = Every game: create, join and follow games.
cmd-game-new = Open a new game of any kind in a thread of this channel.
    .game = The game to play: pick one from the list
    .options = The game's options as key=value words: pick them from the list
    .turn_hours = Hours per turn, 1 to 168 (default 24)
    .bank_hours = Time bank per player in hours, 0 to 168: absorbs late moves (default 0, none)
    .max_players = Most players, 1 to 50 (default 8, or fewer if the game takes fewer)
    .league = A game of this league (the league's options apply; members only)
    .bots = Computer players to seat now, 0 to 7 (the lobby has buttons for more)
    .bot_level = How well the computer players play (default normal)
    .bot_level-easy = easy (a beginner)
    .bot_level-normal = normal
    .bot_level-strong = strong (thinks ahead)
    .hints = Let players ask for hints with /{ slash-hint } (counted in the standings)
    .invite = Mention the users or roles the lobby is open to (default: everyone)
    .language = The language of the game's posts (default: this server's language)
    .language-de = Deutsch
    .language-es-ES = Español
    .language-fr = Français
    .language-it = Italiano
    .language-nl = Nederlands
    .language-pt-BR = Português (Brasil)
    .language-en = English
cmd-game-solo = Play a game alone, at your own pace, in a private thread.
    .game = The game to play: pick one from the list
    .options = The game's options as key=value words: pick them from the list
    .language = The language of the game's posts (default: this server's, or yours)
    .language-de = Deutsch
    .language-es-ES = Español
    .language-fr = Français
    .language-it = Italiano
    .language-nl = Nederlands
    .language-pt-BR = Português (Brasil)
    .language-en = English
cmd-game-join = Join the game of this thread.
    .game = The game's id (outside its thread)
cmd-game-leave = Leave the game (resign, if it has started).
    .game = The game (outside its thread)
cmd-game-start = Start the game (host only).
    .game = The game (outside its thread)
cmd-game-cancel = Cancel the game (host, or Manage Server).
    .game = The game (outside its thread)
cmd-game-status = The game's turn: cards, deadline, who is still to play.
    .game = The game (outside its thread)
cmd-game-scores = The scores so far.
    .game = The game (outside its thread)
cmd-game-log = A game's log: every move in the game's notation, and what followed from it.
    .game = The game (outside its thread)
    .from = The line to start from (default: the first)
cmd-game-games = Your active games, with links.
cmd-game-settings = Your settings: reminders, vacation, a DM when your turn starts.
    .reminders = Be mentioned when a deadline is near
    .vacation = Away: your turns are played for you, by the game's default move
    .dm = A direct message when a turn of yours starts (default off)
    .language = The language of your direct messages (default: your Discord language)
    .language-de = Deutsch
    .language-es-ES = Español
    .language-fr = Français
    .language-it = Italiano
    .language-nl = Nederlands
    .language-pt-BR = Português (Brasil)
    .language-en = English
    .profile = Your player page on the web: public or not (default not)
    .profile-public = public
    .profile-private = private
cmd-game-replay = A finished game, step by step, as an animated picture (privately).
    .game = The finished game (outside its thread)
cmd-game-export = A finished game's replay script, to replay, draw or check it offline (privately).
    .game = The finished game (outside its thread)
cmd-game-help = How to play, and the rules in short.
    .game = A game, for its rules in short: pick one from the list
cmd-trail = Draw a trail (pick one from the list).
    .trail = The trail, e.g. C3-D4: pick one from the list
    .game = The game (outside its thread)
cmd-move = Make your move (pick one from the list).
    .move = Your move: pick one from the list
    .game = The game (outside its thread)
cmd-undo = Take back your last move of this turn (where the game allows it).
    .game = The game (outside its thread)
cmd-pass = Finish your turn without moving (where the game allows it).
    .game = The game (outside its thread)
cmd-map = Your sheet, or another player's, as a private picture.
    .player = Whose sheet (default: yours)
    .game = The game (outside its thread)
cmd-hint = The best moves for this turn, privately (where the game allows hints).
    .game = The game (outside its thread)
cmd-league = Community leagues: seasons of games, standings and ratings.
cmd-league-create = Create a league on this server (you become its organiser).
    .name = The league's name (1 to 40 characters)
    .table_size = Players per table at a round, 2 to 50 (default 4)
    .season_days = Days per season, 1 to 366 (default: until an organiser ends it)
    .turn_hours = Hours per turn in league games, 1 to 168 (default 24)
    .flat_points = Give every table size the same points by place (default: scaled)
    .game = The game the league plays (default: { $first_game })
    .options = The game's options as key=value words: pick them from the list
cmd-league-join = Join a league: you will be seated at its rounds' tables.
    .league = The league (default: the server's only league)
cmd-league-leave = Leave a league (your results so far stay in its standings).
    .league = The league (default: the server's only league)
cmd-league-info = A league's settings, season, organisers and members.
    .league = The league (default: the server's only league)
cmd-league-organisers = Manage a league's organisers.
cmd-league-organisers-add = Make someone an organiser of a league (organisers and Manage Server only).
    .user = Who is to organise the league
    .league = The league (default: the server's only league)
cmd-league-organisers-remove = Remove an organiser of a league (organisers and Manage Server only).
    .user = The organiser to remove
    .league = The league (default: the server's only league)
cmd-league-round = Start a round: the members are split into tables, a game thread opens per table.
    .league = The league (default: the server's only league)
    .free_pace = This round's games at everyone's own pace (default: as the league says)
cmd-league-standings = A season's standings: points, wins, average and best score, ratings.
    .league = The league (default: the server's only league)
    .season = The season (default: the current one)
cmd-league-season = A league's seasons.
cmd-league-season-end = End the current season now: the final table is posted and a new season starts.
    .league = The league (default: the server's only league)
cmd-daily = The daily challenge: the same island and cards for everyone, every day.
cmd-daily-play = Play today's challenge (one attempt a day), in a private thread or your DMs with the bot.
    .game = The game (default: { $first_daily })
cmd-daily-leaderboard = A day's leaderboard: the finished players, best first.
    .scope = This server's players (default on a server with the bot) or everyone's
    .scope-server = This server
    .scope-global = Everyone
    .date = The day, as YYYY-MM-DD (default: today)
    .game = The game (default: { $first_daily })
cmd-daily-stats = Your daily record (or another player's): streaks, best, average and a score histogram.
    .player = Whose record (default: yours)
    .game = The game (default: { $first_daily })
cmd-daily-share = Show everyone your result of the day, without spoilers.
    .date = The day, as YYYY-MM-DD (default: today)
    .game = The game (default: { $first_daily })

## Errors and refusals shared by every command (errors.rs, events.rs, threads.rs, finding.rs)

error-discord-refused = Discord refused: I am missing a permission in this channel (for a game: View Channel, Send Messages, threads and Attach Files); ask a server admin
error-went-wrong = Something went wrong; please try again.
error-not-here = This server is served by another process of the bot; please try again later.
error-no-such-game = no game with id { $id }
error-wrong-thread = this thread is game { $here }; you named { $named }
needs-server = this needs the bot on the server: use it in a server the bot is in (`/{ slash-daily }` and `/{ slash-game } { slash-game-solo }` work anywhere)
threads-text-channel-only = games are played in threads: run this in a text channel
# The permissions the bot lacks, named as Discord shows them; $purpose says what for.
permissions-missing = I need the { $count ->
        [one] permission
       *[other] permissions
    } { $missing } in this channel{ $purpose }; ask a server admin to grant { $count ->
        [one] it
       *[other] them
    }
permissions-for-a-game = {""}
permissions-for-private-thread = {" "}to open your game's private thread
permissions-for-tables = {" "}to open the tables' threads
permission-view-channel = View Channel
permission-send-messages = Send Messages
permission-create-public-threads = Create Public Threads
permission-create-private-threads = Create Private Threads
permission-send-messages-in-threads = Send Messages in Threads
permission-attach-files = Attach Files
permission-embed-links = Embed Links

## Opening a game (commands/shared/opening.rs)

opening-too-many-players = { $game } takes at most { $most } players, not { $n }
opening-no-solo = { $game } has no solo game: it takes { $least } to { $most } players
opening-in-a-game-thread = this is already a game's thread; run { $command } in a channel
opening-no-bots = { $game } has no computer players yet
opening-no-bots-in-leagues = a league's games are for its members: no computer players
opening-bots-fill-the-table = { $bots } computer players leave no seat for you: this game takes at most { $most } players
opening-lobby-open = Game `{ $game }` is open in <#{ $thread }>: players join there.

## Choosing a game and its options (commands/shared/choosing.rs)

choosing-no-such-game = there is no game “{ $typed }” here; pick one from the list: { $known }
choosing-no-game-hosted = this bot hosts no game
choosing-options-written = options are written key=value, separated by spaces (e.g. `{ $example }`), not “{ $typed }”

## The common parts of messages (wording.rs, limits.rs)

# A game in progress in its one-line summary.
summary-round-turn = round { $round }, turn { $turn }
# After the names a list shows, how many more there are.
names-and-more = and { $n } more
# After a score helped by hints.
hints-used = {" "}({ $n ->
        [one] 1 hint
       *[other] { $n } hints
    })
mention-direct-messages = {"["}your direct messages with me]({ $link })
options-turns = { $duration } turns
options-players = up to { $most } players
# The last line of a message cut to fit: how many lines were left out.
lines-left-out = … and { $left } more { $left ->
        [one] line
       *[other] lines
    }

## The game threads' posts (outbox.rs)

outbox-free-pace = **Free pace**: everyone plays through the same cards at their own pace. Your next cards come as soon as you finish your turn; `/{ slash-map }` or the button shows them to you alone.
outbox-everyone-played = Everyone has played.
outbox-still-to-play = Still to play: { $who }
outbox-replay = The game's replay, step by step:
outbox-game-started = The game has started! Seat order: { $order }.
outbox-deadline = Deadline: { $at }
outbox-no-deadline = No deadline: the next cards come as soon as you have played.
# A turn's post begins with its title, then the game's headline.
outbox-turn-title = **Round { $round }, turn { $turn }**
outbox-has-played = { $who } has played. { $waiting }
outbox-turn-skipped = Round { $round }, turn { $turn }: { $what }; on to the next turn.
outbox-player-left = { $who } left the game.
outbox-reminder = Reminder: { $who } — the turn ends { $at }.
# $words: what the deadline did to them (the game's words).
outbox-time-is-up = Time is up: { $who } { $words }.
outbox-round-over = **Round { $round } is over.**
outbox-game-over = **The game is over!** { $count ->
        [one] Winner
       *[other] Winners
    }: { $winners }
outbox-cancelled = <@{ $by }> cancelled the game.
outbox-abandoned = { $who } left, the last person in the game: it ends here, unfinished (computer players do not play on alone).
outbox-lobby-expired = This lobby expired after { $days } days without a start; open a new one with `{ $new }`.
outbox-game-expired = This game was closed after { $days } days without a move; it stays unfinished.
# A solo game's end: the score ($hints: how many hints helped), its parts, its title.
outbox-solo-over = **The game is over!** { $who }: **{ $total } points**{ $hints } ({ $breakdown })
outbox-title = Title: **{ $title }**
outbox-par = Par { $par } (the strong computer player's score on this challenge){ $against }
outbox-par-beaten = : you beat it by { $by }!
outbox-par-matched = : you matched it.
outbox-par-missed = .
# $day: nothing for today's challenge, else " date:2026-11-22".
outbox-daily-done = That was the daily challenge of { $date }: show your result (no spoilers) with `/{ slash-daily } { slash-daily-share }{ $day }` in any channel, and compare with `/{ slash-daily } { slash-daily-leaderboard }{ $day }`.

## Buttons

button-my-map = My map
button-hint = Hint
button-my-cards = My cards and map

## The commands' refusals

# A move command with its move left empty (/move, /trail).
move-empty = name your move: pick one from the list
trail-empty = name a trail, e.g. C3-D4: pick one from the list
map-not-a-player = that player is not in this game
league-none-here = this server has no league yet; an organiser creates one with /{ slash-league } { slash-league-create }
league-several-here = this server has several leagues: pick one with the `league` option
daily-board-needs-server = a server's board needs the bot on the server: use `scope:Everyone` here
daily-no-such-game = there is no daily challenge of “{ $typed }”; the games with one: { $known }
daily-not-a-date = “{ $typed }” is not a date: write it as YYYY-MM-DD, e.g. { $today }
daily-not-yet = { $date } has not come yet: today's challenge is { $today }

## The /game commands' replies

cancel-done = Game `{ $game }` is cancelled.
export-done = The replay script of game `{ $game }`: `tucana replay { $file }` checks it, `tucana render { $file } --animate -o game.gif` draws it.
join-done = You joined game `{ $game }` ({ $players } players so far).
start-done = Game `{ $game }` started with { $players } players.
leave-done = You left game `{ $game }`.
leave-resigned = You resigned from game `{ $game }`.
replay-done = The replay of game `{ $game }`, step by step:
scores-title = Scores of game `{ $game }`:
settings-now = Reminders: { $reminders } · Vacation: { $vacation } · Turn DMs: { $dms }
settings-on = on
settings-off = off
# A solo game's private thread.
solo-thread-title = Solo · { $who } · { $game }
# $how: how to move in that game.
solo-ready = Your solo game of { $game } (`{ $id }`, { $options }) is ready in { $place }. { $how }
log-empty = Game `{ $game }`: nothing has happened yet that everyone may read.
log-title = **Game `{ $game }`: its log** (lines { $first }–{ $last } of { $total })
# $used: how many hints the player has asked for in this game, this one counted.
hint-title = **Hint** — the strong computer player's best moves for this turn (hint { $used } in this game; hints show in the standings):
# $gains: what the move gains (the game's words); $expected: the final score to expect.
hint-line = { $n }. `{ $text }` — { $gains } · you can expect about { $expected } points in the end
status-game = Game `{ $game }`
status-free-pace = Free pace: everyone plays at their own pace.
status-your-deadline = Your turn's deadline: { $at }

## The daily challenge's replies (commands/daily/**, commands/shared/daily.rs)

weekday-monday = Monday
weekday-tuesday = Tuesday
weekday-wednesday = Wednesday
weekday-thursday = Thursday
weekday-friday = Friday
weekday-saturday = Saturday
weekday-sunday = Sunday
# A day's challenge: "Sunday 2026-11-22 · Isla Grande · special bonus".
daily-day = { $weekday } { $date } · { $options }
# $day: the day's challenge; $next: when the next one comes.
daily-cancelled = Your attempt at today's challenge ({ $day }) was cancelled; there is one attempt a day. The next challenge comes at { $next }.
# $title: nothing, or " · " and the title won.
daily-played = You have played today's challenge ({ $day }): **{ $total } points**{ $title }.
    Show it with `/{ slash-daily } { slash-daily-share }`, compare with `/{ slash-daily } { slash-daily-leaderboard }`. The next challenge comes at { $next }.
daily-waiting = Your game of today ({ $day }) is waiting in { $place }: { $summary }.
# A daily attempt's private thread; $which: nothing for the first game, else its short name and a space.
daily-thread-title = Daily { $which }{ $today } · { $name }
daily-ready = Today's challenge ({ $day }) is ready in { $place }. { $how } Everyone plays the same challenge today; one attempt each. The next challenge comes at { $next }.
daily-shared = Your result is shared below.
daily-share-title = Daily { $game } · { $date }
daily-share-card = **{ $name }** — Daily { $game } { $date } ({ $options }): **{ $total } points**
daily-share-invite = Play the same challenge with `/{ slash-daily } { slash-daily-play }`.
daily-share-invite-game = Play the same challenge with `/{ slash-daily } { slash-daily-play } { slash-daily-play.game }:{ $game }`.
daily-par-beaten = {" "}· beat par by { $by }
daily-par-on = {" "}· on par
daily-par-below = {" "}· par { $par }
daily-stats-title = **{ $name }'s daily record**
daily-stats-picture-title = { $name }'s daily record
daily-stats-done-today = Today's challenge is done; the next one comes at { $next }.
daily-stats-keep-streak = Play today's challenge with `/{ slash-daily } { slash-daily-play }` to keep your streak (until { $next }).
daily-stats-start-streak = Start a streak with `/{ slash-daily } { slash-daily-play }`.
daily-stats-played = { $n } played
daily-stats-streak = streak { $now } (best { $best })
daily-stats-best = best { $best }
daily-stats-average = average { $average }
daily-board-this-server = this server
daily-board-everyone = everyone
daily-board-par = {" "}· par { $par }
# $which: nothing for the first game, else its short name and a space.
daily-board-title = **Daily { $which }leaderboard — { $date }** ({ $whose }, { $players } { $players ->
        [one] player
       *[other] players
    }){ $par }
daily-board-par-line = ┄ par { $par }: the strong computer player ┄
daily-board-empty = Nobody has finished this day's challenge yet: be the first with `{ $play }`.
# $bonus: the tie-break where totals are equal; $title: " · " and the title won.
daily-board-line = { $rank }. { $name } — { $total } points{ $bonus }{ $title }
daily-board-you = **{ $line }** ← you
page-of = Page { $page } of { $pages }

## A game's lobby message (lobby.rs)

lobby-waiting = Waiting for players: join, then the host starts the game.
lobby-started = The game has started.
lobby-over = The game is over.
lobby-cancelled = The game was cancelled.
# $name: the game's name; $state: one of the four above.
lobby-message = **{ $name }** — game `{ $game }`, hosted by <@{ $host }>
    { $options }
    Players ({ $count }/{ $most }): { $players }
    { $state }
lobby-join = Join
lobby-leave = Leave
lobby-start = Start
lobby-add-bot = + Bot ({ $level })
lobby-remove-bot = − Bot

## The leagues' posts (outbox/leagues.rs)

league-counted-left = {" "}· left the game
# A player's line in a counted game: the game's score, the league points, the rating's change.
league-counted-line = { $rank }. { $name } — { $score } · **{ $points } league { $points ->
        [one] point
       *[other] points
    }** · rating { $before } → { $after } ({ $change }){ $left }
league-counted = **{ $league }** — game `{ $game }` counts for season { $season }:
    { $lines }
    See the table with `/{ slash-league } { slash-league-standings }`.
league-season-over-empty = **{ $league } — season { $season } is over.** No league game was finished.
league-season-over = **{ $league } — season { $season } is over!** { $count ->
        [one] Champion
       *[other] Champions
    }: { $winners }
league-season-next-ends = Season { $next } has started; it ends { $ends }.
league-season-next = Season { $next } has started.
league-season-more = … and { $n } more: `/{ slash-league } { slash-league-standings } { slash-league-standings.league }:{ $league } { slash-league-standings.season }:{ $season }`
league-season-picture = { $league } — season { $season }
league-final-table = final table · { $players } { $players ->
        [one] player
       *[other] players
    }
# $next: which season has started (the two lines above).
league-season-afresh = { $next } Standings start afresh; ratings carry over.

## The /league commands' replies

# Followed by the league's settings.
league-created = League **{ $league }** is open. Members (you too, to play) join with `/{ slash-league } { slash-league-join }`; start a round with `/{ slash-league } { slash-league-round }`.
league-joined = You joined **{ $league }** ({ $members } { $members ->
        [one] member
       *[other] members
    }). You will be seated at the next round's tables.
league-left = You left **{ $league }**. Games you are playing go on.
league-organiser-added = <@{ $user }> now organises **{ $league }**.
league-organiser-removed = <@{ $user }> no longer organises **{ $league }**.
league-season-ended = Season { $ended } of **{ $league }** is over; its final table is being posted. Season { $next } has started.
# A round's table: its thread's title, its first post, its line in the round's posts.
round-table-title = { $league } – round { $round }, table { $table }
round-table-post = **{ $title }** — league game `{ $game }`
    Players: { $players }
    The game has started. { $how }
round-table-line = Table { $table }: <#{ $thread }> — { $seated }
round-table-failed = Table { $table } ({ $players }) could not be opened: { $why }
round-announcement = **{ $league } — round { $round }** (season { $season }, draw seed { $seed })
round-opened = Round { $round } of **{ $league }**: { $tables } { $tables ->
        [one] table
       *[other] tables
    } opened.
# A league's settings (/league info, /league create).
league-info-ends = ends { $at }
league-info-ends-never = ends when an organiser ends it
league-info-nobody = nobody yet
league-info-points-scaled = { $points } for 1st, 2nd, ... at a table of { $size }, scaled for other sizes
league-info-points-flat = { $points } for 1st, 2nd, ... at any table
league-info = **{ $name }**
    Games: { $game }, { $turns } turns, tables of { $size }
    League points: { $scheme }
    Season { $season } started { $started }, { $season_end }; { $counted } { $counted ->
        [one] game
       *[other] games
    } counted so far, { $live } being played
    Rounds drawn: { $rounds }
    Organisers: { $organisers }
    Members ({ $members }): { $member_names }

## A league's standings (commands/league/standings.rs, league_table.rs)

standings-title = { $league } — season { $season }
standings-current = current season
standings-final = final table
standings-subtitle = { $state } · { $games } { $games ->
        [one] game
       *[other] games
    } counted · page { $page } of { $pages }
standings-head = **{ $title }** ({ $state })
standings-elsewhere = That league is not on this server.
standings-ratings = Ratings (skill − 3 × uncertainty): { $ratings }

## Turn notices by direct message (outbox/notices.rs), and what no command shows

notice-your-turn = Your turn: { $line }
notice-your-turns = Your turn in { $games } games:
# A button's id that is none of the bot's (in the operator's log).
component-unknown = not a button of this bot
drawing-failed = drawing the picture failed: { $why }

## Lists and headings of the replies

games-yours = Your games ({ $waiting } waiting for you):
# What happened since a player's last move, above the reply to their command.
away-title = **Since your last move:**
away-more = …and { $more } more: `/{ slash-game } { slash-game-log }`
away-standings = Standings: { $totals }
# A group game's thread.
opening-thread-title = { $game } – { $host }'s game
button-prev = Prev
button-next = Next

## Languages (issue 44): the language of a user's direct messages, each language
## named in its own words.
settings-language = Language of your direct messages: { $language }
language-de = Deutsch
language-es-ES = Español
language-fr = Français
language-it = Italiano
language-nl = Nederlands
language-pt-BR = Português (Brasil)
language-en = English
# The tests' pseudo-language (words::PSEUDO): never offered, named where a test speaks it.
language-qps-ploc = Pseudo-language (tests)

# The web pages (issue 45).
cmd-settings = This server's settings (Manage Server): its web pages and quiet hours.
    .web = Its leagues', games' and daily challenges' pages on the web
    .web-on = on
    .web-off = off
    .quiet = Quiet hours, daily, e.g. 23:00-07:00: no deadline or reminder falls in them; off to remove
    .time_zone = The quiet hours' time zone, e.g. Europe/Berlin (default UTC)
settings-web-now = This server's web pages: { $state }
settings-web-link = Its page: { $url }
settings-web-no-url = The bot's operator has not given the pages' address (WEB_URL), so there is no link to them.
settings-profile-public-at = Your player page is public: { $url }
settings-profile-public = Your player page is public.
settings-profile-private = Your player page is not public (your name shows on the pages, linking nowhere).
web-link-button = See it on the web

## /game games: your games at a glance
games-name = **{ $name }** `{ $game }`
games-your-turn = **your turn**
games-waiting-for = waiting for { $names }
games-due = due { $when }
# Before a game's choice in the `game` option's autocomplete, when it waits for you.
choice-your-turn = Your turn
# Where a game stands when it is not in play or tells no round.
summary-status = { $status ->
    [lobby] in the lobby
    [finished] over
    [cancelled] cancelled
   *[active] in play
}

## /league substitute
cmd-league-substitute = Seat a substitute for a player who left or missed two deadlines (organisers only).
    .player = The player to replace
    .substitute = Who takes the seat (a member of the league)
    .game = The game (default: this thread's)
league-substituted = <@{ $sub }> now plays <@{ $out }>'s seat in `{ $game }`: the seat keeps its moves.
outbox-substituted = { $sub } takes over { $out }'s seat: its moves and score stay, and its result will be theirs.
## /game ratings and /game profile: ratings for every game (issue 46, point 7)

cmd-game-ratings = This server's ratings of a game, best first.
    .game = The game: pick one from the list
    .page = The page of the table, 20 players a page (default the first)
cmd-game-profile = A player's record of each game on this server, with their ratings' trend.
    .player = Another player (default: you)
ratings-none = Nobody on this server has a rating in { $game } yet: every finished game between people rates its players.
ratings-head = **{ $game } ratings** ({ $players } { $players ->
        [one] rated player
       *[other] rated players
    } · page { $page } of { $pages }); rating = skill − 3 × uncertainty
ratings-line = { $position }. { $name } — { $rating } ({ $games } { $games ->
        [one] game
       *[other] games
    }, { $wins } { $wins ->
        [one] win
       *[other] wins
    })
profile-none = { $name } has no rated game on this server yet: every finished game between people rates its players.
profile-head = **{ $name }'s record on this server** (rating = skill − 3 × uncertainty)
profile-line = **{ $game }**: { $games } { $games ->
        [one] game
       *[other] games
    }, { $wins } { $wins ->
        [one] win
       *[other] wins
    }, mean score { $mean }, best { $best }, rating { $rating }
profile-picture-title = { $name }'s ratings
profile-picture-subtitle = { $rated } { $rated ->
        [one] rated game
       *[other] rated games
    } on this server
profile-picture-series = { $game }: { $rating }
profile-picture-empty = No rated game yet
profile-picture-axis = rated games, oldest first
# The spoiler-free text of /daily share (issue 46, point 9).
daily-share-paste = Daily { $game } { $date }: { $total } points{ $par } · streak { $streak }
## Invitations, kicks and rematches (issue 46)

cmd-game-kick = Take a player out of the lobby (host only).
    .player = The player to take out
    .game = The game (outside its thread)
lobby-invited = Open to { $who } only.
lobby-invite-help = **Lobbies and rematches:** `/{ slash-game } { slash-game-new } { slash-game-new.invite }:@…` opens a lobby to those mentioned only; the host takes a player out with `/{ slash-game } { slash-game-kick }` (they may come back if invited). Rematch, under the end post, plays again with the same players: it starts once all of them pressed it.
invite-not-mentions = The invite option takes mentions only: type @ and pick users or roles from the list.
invite-not-in-leagues = A league's game is open to the league's members: it takes no invitations.
kick-done = <@{ $player }> is out of the lobby of game `{ $game }`.
kick-notice = <@{ $player }>, the host took you out of the lobby of game `{ $game }`.
rematch-button = Rematch
rematch-opened = You opened the rematch `{ $game }` in <#{ $thread }>: it starts once every player of this game has pressed Rematch.
rematch-joined = You joined the rematch `{ $game }` in <#{ $thread }>: it starts once every player is in.
rematch-started = The rematch `{ $game }` has started in <#{ $thread }>.
# Time banks and quiet hours (issue 46).
bank-options = time bank { $duration }
bank-left = { $hours } h { $minutes } min
bank-seat = { $name }: { $left }
bank-seat-running = { $name }: { $left }, in use, runs out { $at }
bank-status = Time banks left: { $banks }
settings-quiet-now = Quiet hours: { $window } ({ $zone }): no deadline falls due and no reminder is sent in them.
settings-quiet-off = Quiet hours: off
# /settings time_zone: alone, on a server without quiet hours.
settings-quiet-needs-window = There are no quiet hours to move yet: give the window too, e.g. `{ slash-settings.quiet }:23:00-07:00`.
