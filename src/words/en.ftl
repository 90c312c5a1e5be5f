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
how-to-move = Make your move with `/{ slash-move }`.

## The service's refusals

# /undo and /pass in a game without such a move.
no-undo = { $game } has no move to take back: what is played stays played
no-pass = { $game } has no pass: play your turn with `/{ slash-move }`

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
## The service's errors (app::AppError): what a player reads when a call is refused

app-no-such-game = no game with id { $id }
app-not-a-player = you are not in this game
app-already-joined = you are already in this game
app-not-started = this game has not started
app-already-started = this game has already started
app-game-finished = this game is over
app-game-cancelled = this game was cancelled
app-game-full = this game is full ({ $n } players)
app-host-cannot-leave = you are the host: cancel the game instead of leaving it
app-too-late = too late: this turn's deadline has passed, and the next turn is about to start
app-game-broken = game { $id } cannot be loaded; an admin has to look at it
app-not-saved = the move could not be saved; please try again
app-other-server = that game is on another server
app-private-game = that game is someone else's solo game
app-day-not-over = this is a daily challenge, the same game for everyone: its replay and script are given once its day is over for everyone, { $opens }
app-wrong-thread = this thread is game { $here }; you named { $named }
app-shutting-down = the bot is shutting down; please try again in a moment
app-other-process = this server is served by another process of the bot; please try again later

## The service's refusals: a game's lobby and settings (app::live)

app-host-adds-bots = only the host can add computer players
app-host-removes-bots = only the host can remove computer players
app-host-starts = only the host can start this game
app-host-cancels = only the host can cancel this game
app-solo-is-yours = a solo game is yours alone
app-no-bots-yet = this game has no computer players yet
app-no-bot-to-remove = there is no computer player to remove
app-bots-not-alone = a game needs at least one person: computer players do not play alone
# A length of time: "2 hours", "90 minutes", "3 days".
app-duration = { $unit ->
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
app-deadline-out-of-range = the turn deadline must be between 1 hour and 7 days, not { $deadline }
app-reminder-too-early = the reminder must come before the deadline: { $reminder } before a { $deadline } deadline is too early
app-max-players-out-of-range = a game takes 1 to { $most } players, not { $players }
app-bot-stuck = game { $game }: a computer player could not move
app-nothing-to-play = you have nothing to play right now: wait for the next turn
app-turn-moved-on = the turn moved on while the hint was worked out: ask again

## The service's refusals: hints and computer players (app::service::bots)

app-hint-game-moved-on = the game moved on while the hint was worked out: ask again
app-hint-went-wrong = no hint this time: working one out went wrong (it is logged); play on without it
app-league-no-bots = a league's games are for its members: no computer players
app-hints-off = hints are off in this game: the host allows them when creating it (never in daily challenges or league games)

## The service's refusals: which game a call is about (app::service::authority)

app-leagues-on-a-server = leagues live on a server: use this there
app-in-no-game = you are in no game on this server; use this in a game's thread, or start one with /{ slash-game } { slash-game-new }
app-in-several-games = you are in several games: use this in the game's thread, or pick one with the `game` option
app-name-the-game = name the game with the `game` option, or use this in the game's thread
app-name-the-game-undo = that move cannot be taken back: name the game with the `game` option, or use this in the game's thread
app-game-in-direct-messages = that game is played in direct messages with the bot: use this there
app-started-resign-instead = the game has started; use { $command } to resign

## The service's refusals: how much one person may host (app::service::bounds)

app-too-many-lobbies = you already host { $n } open { $n ->
        [one] lobby
       *[other] lobbies
    }: start or cancel one first ({ $games })
app-too-many-solo = you already have { $n } solo { $n ->
        [one] game
       *[other] games
    } going: finish or cancel one first ({ $games })
app-too-many-started = you already host { $n } started { $n ->
        [one] game
       *[other] games
    }: finish or cancel one first ({ $games })
app-too-many-bots = you already seat { $n } computer { $n ->
        [one] player
       *[other] players
    } in the games you host: remove one, or finish a game first

## The service's refusals: solo games and daily challenges (app::service::daily)

app-no-daily-secret = cannot draw a daily secret from the operating system ({ $why }); set DAILY_SECRET
app-not-played-alone = { $game } is not played alone
app-no-daily-challenge = { $game } has no daily challenge
app-no-challenge-that-day = { $game } has no challenge on { $date }
app-daily-not-played = you have not played the daily challenge of { $date }
app-daily-not-finished = you have not finished the daily challenge of { $date } yet

## The service's refusals: a league's settings and rounds (app::league, app::service::league)

app-rating-beta = the rating β must be positive, not { $value }
app-rating-tolerance = the rating uncertainty tolerance must be 0 or more, not { $value }
app-rating-widening = the season widening must be 0 or more, not { $value }
app-points-increase = league points must not increase down the ranks: { $points }
app-points-reference-size = the points' reference table size must be 2 to { $most }, not { $size }
app-points-too-many-ranks = { $ranks } ranks have points, but a reference table has only { $size } players
app-table-size = a table seats { $least } to { $most } players, not { $size }
app-too-few-members = a league round needs at least two members; this league has { $members }
app-no-organisers-yet = none yet
app-only-organisers = only the organisers of { $league } ({ $organisers }) or server admins (Manage Server) can { $what }
app-league-may-start-round = start a round
app-league-may-cancel-game = cancel a league game
app-league-may-add-organisers = add organisers
app-league-may-remove-organisers = remove organisers
app-league-may-end-season = end a season
app-already-member = you are already a member of { $league }
app-not-a-member = you are not a member of { $league }
app-already-organises = { $who } already organises { $league }
app-does-not-organise = they do not organise { $league }
app-last-organiser = a league keeps at least one organiser; add another first
app-table-not-played = table { $table } is not played: only { $left } of its players { $left ->
        [one] is
       *[other] are
    } still in { $league }
app-round-not-drawn = { $why }; members join with /{ slash-league } { slash-league-join }
app-no-such-round = no such round
app-no-such-table = the round has no table { $table }
app-league-plays-another = the league { $league } plays { $plays }, not { $named }
app-members-open-games = only members of { $league } can open its games; join it first with /{ slash-league } { slash-league-join }
app-members-join-games = this is a game of the league { $league }: only its members can join
app-no-such-season = { $league } has no season { $number } (it is in season { $current })
app-name-the-league = name the league
app-no-such-league = there is no league called { $name } here
app-league-gone = that league no longer exists
app-no-league-with-id = no league with id { $id }
app-results-not-replayed = the results cannot be replayed: { $why }
app-league-name-length = a league's name is 1 to { $most } characters
app-league-name-marks = a league's name may not contain ` * _ ~ | < > @ # or :
app-season-length = a season lasts 1 to 366 days
app-league-name-taken = this server already has a league called { $name }

## The service's refusals: replays, scripts and the games there are (app::service)

app-not-that-many-moves = game { $game } has { $moves } moves, not { $asked }
app-no-such-game-kind = there is no game { $id } here; the games are { $games }
app-script-keeps-secret = this game's script is not given: in { $game }, it would tell { $secret }, which the rules keep secret even after the game (its replay shows the game as everyone saw it)
app-no-export-yet = { $game } games cannot be exported yet
app-replay-not-drawn = the replay of { $game } cannot be drawn
app-replay-not-over = this game is not over: its replay and script come once it ends (before, they would show what is still hidden)
app-replay-not-now = the replay of { $game } cannot be had just now: please try again later
app-replay-gone = the replay is no longer kept

## A replay's captions (app::replay), drawn in the core's English

render-caption-turns = Round { $round } · turns { $first }–{ $last }
render-caption-turn = Round { $round } · turn { $turn }
render-caption-start = The start
render-caption-standings = Final standings

## Words in the pictures and tables the core draws (render, app::league::standings), in
## the core's English

render-col-player = PLAYER
render-col-games = GAMES
render-col-wins = WINS
render-col-avg = AVG
render-col-best = BEST
render-col-rating = RATING
render-col-points = POINTS
render-no-league-games = No league games finished yet
render-no-daily-game = No daily game finished yet: /{ slash-daily } { slash-daily-play }
render-player-n = Player { $n }
render-text-col-player = player
render-text-col-games = games
render-text-col-wins = wins
render-text-col-points = points
render-text-col-avg = avg
render-text-col-best = best
render-text-no-league-games = no league games finished yet
render-text-page = page { $number } of { $pages }
app-league-permission = only the league's organisers or server admins can do that

## The slash commands' names

# A command's name is keyed `slash-` and its qualified name (`slash-game-new`), each of its
# options' names an attribute of it (`.turn_hours`). English gives the names the bot is
# registered with; another language's become Discord's name localizations: lowercase, no
# spaces, at most 32 characters, unique among the names beside them. Every text names a
# command through them (`/{ slash-game } { slash-game-new }`), so that each reader reads
# the names their Discord shows.

slash-game = game
slash-game-new = new
    .game = game
    .options = options
    .turn_hours = turn_hours
    .bank_hours = bank_hours
    .max_players = max_players
    .league = league
    .bots = bots
    .bot_level = bot_level
    .hints = hints
    .invite = invite
    .language = language
slash-game-solo = solo
    .game = game
    .options = options
    .language = language
slash-game-join = join
    .game = game
slash-game-leave = leave
    .game = game
slash-game-start = start
    .game = game
slash-game-cancel = cancel
    .game = game
slash-game-status = status
    .game = game
slash-game-scores = scores
    .game = game
slash-game-log = log
    .game = game
    .from = from
slash-game-games = games
slash-game-settings = settings
    .reminders = reminders
    .vacation = vacation
    .dm = dm
    .language = language
    .profile = profile
slash-game-replay = replay
    .game = game
slash-game-export = export
    .game = game
slash-game-help = help
    .game = game
slash-trail = trail
    .trail = trail
    .game = game
slash-move = move
    .move = move
    .game = game
slash-undo = undo
    .game = game
slash-pass = pass
    .game = game
slash-map = map
    .player = player
    .game = game
slash-hint = hint
    .game = game
slash-league = league
slash-league-create = create
    .name = name
    .table_size = table_size
    .season_days = season_days
    .turn_hours = turn_hours
    .flat_points = flat_points
    .game = game
    .options = options
slash-league-join = join
    .league = league
slash-league-leave = leave
    .league = league
slash-league-info = info
    .league = league
slash-league-organisers = organisers
slash-league-organisers-add = add
    .user = user
    .league = league
slash-league-organisers-remove = remove
    .user = user
    .league = league
slash-league-round = round
    .league = league
    .free_pace = free_pace
slash-league-standings = standings
    .league = league
    .season = season
slash-league-season = season
slash-league-season-end = end
    .league = league
slash-daily = daily
slash-daily-play = play
    .game = game
slash-daily-leaderboard = leaderboard
    .scope = scope
    .date = date
    .game = game
slash-daily-stats = stats
    .player = player
    .game = game
slash-daily-share = share
    .date = date
    .game = game

## Commands as texts name them, in the reader's command names (`/game new game:la-isla`)

command-game-new = /{ slash-game } { slash-game-new } { slash-game-new.game }:{ $game }
command-game-new-any = /{ slash-game } { slash-game-new }
command-game-solo = /{ slash-game } { slash-game-solo } { slash-game-solo.game }:{ $game }
command-game-leave = /{ slash-game } { slash-game-leave }
command-daily-play = /{ slash-daily } { slash-daily-play }
command-daily-play-game = /{ slash-daily } { slash-daily-play } { slash-daily-play.game }:{ $game }

## A computer player's level, as players read it

level-easy = easy
level-normal = normal
level-strong = strong
# A computer player's name in a game, in the game's language: its number and level.
bot-name = Bot { $n } ({ $level })

## A game in a turn notice by direct message: its name (or notice-a-game), its id, the round and
## turn, counted from 1

notice-line = { $game } `{ $id }`, round { $round }, turn { $turn }
notice-a-game = A game

# The web pages (issue 45).
app-not-shown = there is no such page
app-web-server-only = a server's web pages are set in that server
app-web-admins-only = only those who may manage this server (Manage Server) may turn its web pages on or off
slash-settings = settings
    .web = web
    .quiet = quiet
    .time_zone = time_zone

## /league substitute (the service's refusals and the command's names)
slash-league-substitute = substitute
    .player = player
    .substitute = substitute
    .game = game
app-substitute-resigned = that player resigned: a resigned seat's turns end with no move, whoever would sit there
app-substitute-bot = a computer player's seat needs no substitute
app-substitute-plays = the substitute already plays in this game
app-substitute-league-only = only a league game takes a substitute
app-substitute-not-member = { $name } is not a member of { $league }: they join with `/{ slash-league } { slash-league-join }` first
app-substitute-too-soon = a player still in the league is replaced only after missing { $needed } deadlines of the game ({ $missed } so far)
app-league-may-substitute = seat a substitute
## /game ratings and /game profile (issue 46, point 7)
slash-game-ratings = ratings
    .game = game
    .page = page
slash-game-profile = profile
    .player = player
# Invitations, kicks and rematches (issue 46).
app-invite-too-many = you invited { $n }, but the game has room for { $most } besides its host
app-invite-only = game `{ $game }` is open to its invited players only: ask its host for an invitation
app-kick-host-only = only the host can take players out of the lobby
app-kick-not-yourself = you are the host: cancel the game instead of taking yourself out
app-kick-not-in-lobby = that player is not in this lobby
app-rematch-already-in = you are in the rematch `{ $game }` already
app-rematch-not-over = this game is not over yet: its rematch comes after its end
app-rematch-none = a solo game, a daily challenge or a league game has no rematch
app-rematch-players-only = only the players of game `{ $game }` can ask for its rematch
slash-game-kick = kick
    .player = player
    .game = game

# Time banks and quiet hours (issue 46).
app-bank-out-of-range = the time bank must be at most { $most }, not { $bank }
app-quiet-bad-window = quiet hours are a daily window such as 23:00-07:00 (two different times), or off
app-quiet-bad-zone = { $zone } is not a time zone: give its IANA name, such as Europe/Berlin or America/New_York
app-quiet-server-only = a server's quiet hours are set in that server
app-quiet-admins-only = only those who may manage this server (Manage Server) may set its quiet hours
