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

## The service's errors (app::AppError): what a player reads when a call is refused

no-such-game = no game with id { $id }
not-a-player = you are not in this game
already-joined = you are already in this game
not-started = this game has not started
already-started = this game has already started
game-finished = this game is over
game-cancelled = this game was cancelled
game-full = this game is full ({ $n } players)
host-cannot-leave = you are the host: cancel the game instead of leaving it
too-late = too late: this turn's deadline has passed, and the next turn is about to start
game-broken = game { $id } cannot be loaded; an admin has to look at it
not-saved = the move could not be saved; please try again
other-server = that game is on another server
private-game = that game is someone else's solo game
day-not-over = this is a daily challenge, the same game for everyone: its replay and script are given once its day is over for everyone, { $opens }
wrong-thread = this thread is game { $here }; you named { $named }
shutting-down = the bot is shutting down; please try again in a moment
other-process = this server is served by another process of the bot; please try again later

## The service's refusals: a game's lobby and settings (app::live)

host-adds-bots = only the host can add computer players
host-removes-bots = only the host can remove computer players
host-starts = only the host can start this game
host-cancels = only the host can cancel this game
solo-is-yours = a solo game is yours alone
no-bots-yet = this game has no computer players yet
no-bot-to-remove = there is no computer player to remove
bots-not-alone = a game needs at least one person: computer players do not play alone
# A length of time: "2 hours", "90 minutes", "3 days".
duration = { $unit ->
        [day] { $n ->
            [one] { $n } day
           *[other] { $n } days
        }
        [hour] { $n ->
            [one] { $n } hour
           *[other] { $n } hours
        }
        [minute] { $n ->
            [one] { $n } minute
           *[other] { $n } minutes
        }
       *[second] { $n ->
            [one] { $n } second
           *[other] { $n } seconds
        }
    }
deadline-out-of-range = the turn deadline must be between 1 hour and 7 days, not { $deadline }
reminder-too-early = the reminder must come before the deadline: { $reminder } before a { $deadline } deadline is too early
max-players-out-of-range = a game takes 1 to { $most } players, not { $players }
bot-stuck = game { $game }: a computer player could not move
nothing-to-play = you have nothing to play right now: wait for the next turn
turn-moved-on = the turn moved on while the hint was worked out: ask again

## The service's refusals: hints and computer players (app::service::bots)

hint-game-moved-on = the game moved on while the hint was worked out: ask again
hint-went-wrong = no hint this time: working one out went wrong (it is logged); play on without it
league-no-bots = a league's games are for its members: no computer players
hints-off = hints are off in this game: the host allows them when creating it (never in daily challenges or league games)

## The service's refusals: which game a call is about (app::service::authority)

leagues-on-a-server = leagues live on a server: use this there
in-no-game = you are in no game on this server; use this in a game's thread, or start one with /game new
in-several-games = you are in several games: use this in the game's thread, or pick one with the `game` option
name-the-game = name the game with the `game` option, or use this in the game's thread
name-the-game-undo = that move cannot be taken back: name the game with the `game` option, or use this in the game's thread
game-in-direct-messages = that game is played in direct messages with the bot: use this there
started-resign-instead = the game has started; use { $command } to resign

## The service's refusals: how much one person may host (app::service::bounds)

too-many-lobbies = you already host { $n } open { $n ->
        [one] lobby
       *[other] lobbies
    }: start or cancel one first ({ $games })
too-many-solo = you already have { $n } solo { $n ->
        [one] game
       *[other] games
    } going: finish or cancel one first ({ $games })
too-many-started = you already host { $n } started { $n ->
        [one] game
       *[other] games
    }: finish or cancel one first ({ $games })
too-many-bots = you already seat { $n } computer { $n ->
        [one] player
       *[other] players
    } in the games you host: remove one, or finish a game first

## The service's refusals: solo games and daily challenges (app::service::daily)

no-daily-secret = cannot draw a daily secret from the operating system ({ $why }); set DAILY_SECRET
not-played-alone = { $game } is not played alone
no-daily-challenge = { $game } has no daily challenge
no-challenge-that-day = { $game } has no challenge on { $date }
daily-not-played = you have not played the daily challenge of { $date }
daily-not-finished = you have not finished the daily challenge of { $date } yet

## The service's refusals: a league's settings and rounds (app::league, app::service::league)

rating-beta = the rating β must be positive, not { $value }
rating-tolerance = the rating uncertainty tolerance must be 0 or more, not { $value }
rating-widening = the season widening must be 0 or more, not { $value }
points-increase = league points must not increase down the ranks: { $points }
points-reference-size = the points' reference table size must be 2 to { $most }, not { $size }
points-too-many-ranks = { $ranks } ranks have points, but a reference table has only { $size } players
table-size = a table seats { $least } to { $most } players, not { $size }
too-few-members = a league round needs at least two members; this league has { $members }
no-organisers-yet = none yet
only-organisers = only the organisers of { $league } ({ $organisers }) or server admins (Manage Server) can { $what }
league-may-start-round = start a round
league-may-cancel-game = cancel a league game
league-may-add-organisers = add organisers
league-may-remove-organisers = remove organisers
league-may-end-season = end a season
already-member = you are already a member of { $league }
not-a-member = you are not a member of { $league }
already-organises = { $who } already organises { $league }
does-not-organise = they do not organise { $league }
last-organiser = a league keeps at least one organiser; add another first
table-not-played = table { $table } is not played: only { $left } of its players { $left ->
        [one] is
       *[other] are
    } still in { $league }
round-not-drawn = { $why }; members join with /league join
no-such-round = no such round
no-such-table = the round has no table { $table }
league-plays-another = the league { $league } plays { $plays }, not { $named }
members-open-games = only members of { $league } can open its games; join it first with /league join
members-join-games = this is a game of the league { $league }: only its members can join
no-such-season = { $league } has no season { $number } (it is in season { $current })
name-the-league = name the league
no-such-league = there is no league called { $name } here
league-gone = that league no longer exists
no-league-with-id = no league with id { $id }
results-not-replayed = the results cannot be replayed: { $why }
league-name-length = a league's name is 1 to { $most } characters
league-name-marks = a league's name may not contain ` * _ ~ | < > @ # or :
season-length = a season lasts 1 to 366 days
league-name-taken = this server already has a league called { $name }

## The service's refusals: replays, scripts and the games there are (app::service)

not-that-many-moves = game { $game } has { $moves } moves, not { $asked }
no-such-game-kind = there is no game { $id } here; the games are { $games }
script-keeps-secret = this game's script is not given: in { $game }, it would tell { $secret }, which the rules keep secret even after the game (its replay shows the game as everyone saw it)
no-export-yet = { $game } games cannot be exported yet
replay-not-drawn = the replay of { $game } cannot be drawn
replay-not-over = this game is not over: its replay and script come once it ends (before, they would show what is still hidden)
replay-not-now = the replay of { $game } cannot be had just now: please try again later
replay-gone = the replay is no longer kept

## A replay's captions (app::replay), drawn in the core's English

replay-caption-turns = Round { $round } · turns { $first }–{ $last }
replay-caption-turn = Round { $round } · turn { $turn }
replay-caption-start = The start
replay-caption-standings = Final standings

## Words in the pictures and tables the core draws (render, app::league::standings), in
## the core's English

table-col-player = PLAYER
table-col-games = GAMES
table-col-wins = WINS
table-col-avg = AVG
table-col-best = BEST
table-col-rating = RATING
table-col-points = POINTS
table-no-league-games = No league games finished yet
histogram-no-daily-game = No daily game finished yet: /daily play
picture-player-n = Player { $n }
text-col-player = player
text-col-games = games
text-col-wins = wins
text-col-points = points
text-col-avg = avg
text-col-best = best
text-no-league-games = no league games finished yet
text-page = page { $number } of { $pages }
league-permission = only the league's organisers or server admins can do that
