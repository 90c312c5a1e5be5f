# The web pages' words (src/web/): Dutch (nl); translated from en.ftl.
# Terms of our own: dagelijkse uitdaging (daily challenge), par (par: the strongest computer player's score on the
# day), stap (step: what a game's turn shows before it moves on), competitie/seizoen/ronde/tafel (league, season,
# round, table), rating (rating), computerspeler (computer player), bord (board), reeks (streak).

web-site-name = Eilandspellen
web-language-name = Nederlands
web-skip = Naar de inhoud
web-nav-crumbs = Waar je bent
web-nav-languages = Talen
web-nav-pages = Pagina's
web-nav-seasons = Seizoenen
web-nav-steps = Stappen van de replay
web-footer = Alleen-lezenpagina's van de spellen die met de bot op Discord gespeeld zijn. De namen zijn die van de spelers zelf.
web-not-found = Pagina niet gevonden
web-not-found-text = Deze pagina bestaat niet, of de server ervan heeft zijn pagina's niet openbaar gemaakt.
web-home = Startpagina
web-home-about = Deze pagina's tonen de competities, spellen en dagelijkse uitdagingen van de Discord-servers die ze openbaar hebben gemaakt.
web-home-how = De beheerders van een server maken de pagina's ervan openbaar met /{ slash-settings } { slash-settings.web }:aan; een speler maakt zijn eigen pagina openbaar met /{ slash-game } { slash-game-settings } { slash-game-settings.profile }:openbaar.
web-home-games = De spellen
web-leagues = Competities
web-no-leagues = Nog geen competitie.
web-league-line = seizoen { $season }, { $members ->
    [one] { $members } lid
   *[other] { $members } leden
}
web-dailies = Dagelijkse uitdagingen
web-finished-games = Afgelopen spellen
web-games-caption = { $total ->
    [one] { $total } afgelopen spel
   *[other] { $total } afgelopen spellen
}
web-no-games = Nog geen afgelopen spel.
web-col-game = Spel
web-col-kind = Gespeeld
web-col-players = Spelers
web-col-ended = Afgelopen
web-col-position = Plaats
web-col-player = Speler
web-col-points = Punten
web-col-played = Spellen
web-col-wins = Gewonnen
web-col-average = Gemiddeld
web-col-best = Beste
web-col-rating = Rating
web-col-score = Score
web-col-breakdown = Hoe het geteld is
web-col-days = Dagen
web-previous = Vorige
web-next = Volgende
web-first = Eerste
web-last = Laatste
web-page-of = pagina { $page } van { $pages }
web-season-title = { $league }, seizoen { $season }
web-season = seizoen { $season }
web-season-current = het huidige seizoen
web-season-over = een afgelopen seizoen
web-standings = Stand
web-no-results = Er is nog geen spel van dit seizoen afgelopen.
web-ratings = Ratings in de loop van het seizoen
web-ratings-about = De rating van elke speler bovenaan de stand na elk van zijn spellen in dit seizoen.
web-rounds = Rondes
web-no-rounds = Dit seizoen is nog geen ronde ingedeeld.
web-round = Ronde { $round }
web-table = Tafel { $table }
web-in-play = bezig
web-not-played = niet gespeeld
web-table-result = plaats { $rank }, { $points ->
    [one] { $points } punt
   *[other] { $points } punten
}, score { $score }
web-game-title = { $game } #{ $id }
web-finished = afgelopen
web-round-turn = ronde { $round }, beurt { $turn }
web-daily-of = de dagelijkse uitdaging van { $date }
web-players = Spelers
web-bot = (computerspeler)
web-resigned = (heeft het spel verlaten)
web-replay = Replay
web-step-of = stap { $step } van { $steps }
web-this-step = In deze stap
web-keys = Met de pijltjestoetsen ← en → loop je door de replay.
web-alt-step = Het bord van { $game } bij deze stap: { $step }
web-final = Eindstand
web-alt-final = De eindstand van { $game }, gewonnen door { $winners }
web-script = Download het script van het spel (tucana replay leest het)
web-log = Het logboek van het spel
web-log-empty = Nog geen zet.
web-log-lines = { $lines ->
    [one] Toon de { $lines } regel van het logboek
   *[other] Toon de { $lines } regels van het logboek
}
web-daily-title = { $game }: de dagelijkse uitdaging van { $date }
web-daily-today = De uitdaging van vandaag wordt nog gespeeld: het bord en de zetten verschijnen hier zodra de dag voorbij is, tot dan alleen de scores.
web-alt-daily = Het bord van de dagelijkse uitdaging van { $game } op { $date }, zoals het gedeeld werd
web-par = par { $par }
web-daily-board = { $players ->
    [one] De ranglijst: { $players } speler
   *[other] De ranglijst: { $players } spelers
}
web-daily-nobody = Niemand van deze server heeft de uitdaging van deze dag uitgespeeld.
web-daily-past = Vorige dagen
web-daily-back-today = Vandaag
web-player-games = { $games ->
    [one] { $games } afgelopen spel
   *[other] { $games } afgelopen spellen
}
web-player-rating = rating { $rating } na { $games ->
    [one] { $games } spel
   *[other] { $games } spellen
}
web-player-daily = Dagelijkse uitdaging: { $played ->
    [one] { $played } dag gespeeld
   *[other] { $played } dagen gespeeld
}, een reeks van { $streak } (beste { $best_streak }), beste score { $best }
web-histogram = Dagelijkse scores
web-rank-of = { $rank } van { $players }
