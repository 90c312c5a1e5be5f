# The web pages' words (src/web/): English.
# Terms of our own: "daily challenge", "par" (the strongest computer player's score on the
# day), "step" (what a game's turn shows before it moves on).

web-site-name = Island games
web-language-name = English
web-skip = Skip to the page
web-nav-crumbs = Where you are
web-nav-languages = Languages
web-nav-pages = Pages
web-nav-seasons = Seasons
web-nav-steps = Steps of the replay
web-footer = Read-only pages of the games played with the bot on Discord. Names are the players' own.
web-not-found = Page not found
web-not-found-text = There is no such page, or its server has not made its pages public.
web-home = Home
web-home-about = These pages show the leagues, games and daily challenges of the Discord servers that made them public.
web-home-how = A server's admins make its pages public with /{ slash-settings } { slash-settings.web }:on; a player makes their own page public with /{ slash-game } { slash-game-settings } { slash-game-settings.profile }:public.
web-home-games = The games
web-leagues = Leagues
web-no-leagues = No league yet.
web-league-line = season { $season }, { $members ->
    [one] { $members } member
   *[other] { $members } members
}
web-dailies = Daily challenges
web-finished-games = Finished games
web-games-caption = { $total ->
    [one] { $total } finished game
   *[other] { $total } finished games
}
web-no-games = No finished game yet.
web-col-game = Game
web-col-kind = Played
web-col-players = Players
web-col-ended = Ended
web-col-position = Place
web-col-player = Player
web-col-points = Points
web-col-played = Games
web-col-wins = Wins
web-col-average = Average
web-col-best = Best
web-col-rating = Rating
web-col-score = Score
web-col-breakdown = How it was scored
web-col-days = Days
web-previous = Previous
web-next = Next
web-first = First
web-last = Last
web-page-of = page { $page } of { $pages }
web-season-title = { $league }, season { $season }
web-season = season { $season }
web-season-current = the current season
web-season-over = a past season
web-standings = Standings
web-no-results = No game of this season has ended yet.
web-ratings = Ratings over the season
web-ratings-about = The rating of each player at the top of the table after each of their games this season.
web-rounds = Rounds
web-no-rounds = No round drawn this season.
web-round = Round { $round }
web-table = Table { $table }
web-in-play = in play
web-not-played = not played
web-table-result = place { $rank }, { $points ->
    [one] { $points } point
   *[other] { $points } points
}, score { $score }
web-game-title = { $game } #{ $id }
web-finished = finished
web-round-turn = round { $round }, turn { $turn }
web-daily-of = the daily challenge of { $date }
web-players = Players
web-bot = (computer player)
web-resigned = (left the game)
web-replay = Replay
web-step-of = step { $step } of { $steps }
web-this-step = In this step
web-keys = The arrow keys ← and → step through the replay.
web-alt-step = The board of { $game } at this step: { $step }
web-final = Final standings
web-alt-final = The final standings of { $game }, won by { $winners }
web-script = Download the game's script (tucana replay reads it)
web-log = The game's log
web-log-empty = No move yet.
web-log-lines = { $lines ->
    [one] Show the { $lines } line of the log
   *[other] Show the { $lines } lines of the log
}
web-daily-title = { $game }: the daily challenge of { $date }
web-daily-today = Today's challenge is still being played: its board and moves show here once the day is over, with the scores only until then.
web-alt-daily = The board of the daily challenge of { $game } on { $date }, as it was dealt
web-par = par { $par }
web-daily-board = { $players ->
    [one] The board: { $players } player
   *[other] The board: { $players } players
}
web-daily-nobody = Nobody of this server has finished this day's challenge.
web-daily-past = Past days
web-daily-back-today = Today
web-player-games = { $games ->
    [one] { $games } finished game
   *[other] { $games } finished games
}
web-player-rating = rating { $rating } after { $games ->
    [one] { $games } game
   *[other] { $games } games
}
web-player-daily = Daily challenge: { $played ->
    [one] { $played } day played
   *[other] { $played } days played
}, a streak of { $streak } (best { $best_streak }), best score { $best }
web-histogram = Daily scores
web-rank-of = { $rank } of { $players }
