# The web pages' words (src/web/): Italian (it); translated from en.ftl.
# Terms of our own: sfida del giorno (daily challenge), par (par: the strongest computer player's score on the day),
# passo (step: what a game's turn shows before it moves on), lega/stagione/round/tavolo (league, season, round, table),
# rating (rating), giocatore computer (computer player), partita (game), serie (streak), tabellone (board).

web-site-name = Giochi di isole
web-language-name = Italiano
web-skip = Vai al contenuto
web-nav-crumbs = Dove sei
web-nav-languages = Lingue
web-nav-pages = Pagine
web-nav-seasons = Stagioni
web-nav-steps = Passi del replay
web-footer = Pagine in sola lettura delle partite giocate con il bot su Discord. I nomi sono quelli scelti dai giocatori.
web-not-found = Pagina non trovata
web-not-found-text = Questa pagina non esiste, oppure il suo server non ha reso pubbliche le sue pagine.
web-home = Pagina iniziale
web-home-about = Queste pagine mostrano le leghe, le partite e le sfide del giorno dei server Discord che le hanno rese pubbliche.
web-home-how = Gli admin di un server rendono pubbliche le sue pagine con /{ slash-settings } { slash-settings.web }:sì; un giocatore rende pubblica la propria pagina con /{ slash-game } { slash-game-settings } { slash-game-settings.profile }:pubblico.
web-home-games = I giochi
web-leagues = Leghe
web-no-leagues = Ancora nessuna lega.
web-league-line = stagione { $season }, { $members ->
    [one] { $members } membro
   *[other] { $members } membri
}
web-dailies = Sfide del giorno
web-finished-games = Partite finite
web-games-caption = { $total ->
    [one] { $total } partita finita
   *[other] { $total } partite finite
}
web-no-games = Ancora nessuna partita finita.
web-col-game = Partita
web-col-kind = Gioco
web-col-players = Giocatori
web-col-ended = Finita
web-col-position = Posto
web-col-player = Giocatore
web-col-points = Punti
web-col-played = Partite
web-col-wins = Vittorie
web-col-average = Media
web-col-best = Record
web-col-rating = Rating
web-col-score = Punteggio
web-col-breakdown = Come è stato calcolato
web-col-days = Giorni
web-previous = Precedente
web-next = Successivo
web-first = Primo
web-last = Ultimo
web-page-of = pagina { $page } di { $pages }
web-season-title = { $league }, stagione { $season }
web-season = stagione { $season }
web-season-current = la stagione in corso
web-season-over = una stagione passata
web-standings = Classifica
web-no-results = Nessuna partita di questa stagione è ancora finita.
web-ratings = Il rating nel corso della stagione
web-ratings-about = Il rating di ogni giocatore in cima alla classifica dopo ciascuna delle sue partite di questa stagione.
web-rounds = Round
web-no-rounds = Nessun round sorteggiato in questa stagione.
web-round = Round { $round }
web-table = Tavolo { $table }
web-in-play = in corso
web-not-played = non giocata
web-table-result = posto { $rank }, { $points ->
    [one] { $points } punto
   *[other] { $points } punti
}, punteggio { $score }
web-game-title = { $game } #{ $id }
web-finished = finita
web-round-turn = round { $round }, turno { $turn }
web-daily-of = la sfida del giorno del { $date }
web-players = Giocatori
web-bot = (giocatore computer)
web-resigned = (ha lasciato la partita)
web-replay = Replay
web-step-of = passo { $step } di { $steps }
web-this-step = In questo passo
web-keys = I tasti freccia ← e → scorrono il replay.
web-alt-step = Il tabellone di { $game } a questo passo: { $step }
web-final = Classifica finale
web-alt-final = La classifica finale di { $game }; vittoria di { $winners }
web-script = Scarica lo script della partita (lo legge tucana replay)
web-log = Il log della partita
web-log-empty = Ancora nessuna mossa.
web-log-lines = { $lines ->
    [one] Mostra la { $lines } riga del log
   *[other] Mostra le { $lines } righe del log
}
web-daily-title = { $game }: la sfida del giorno del { $date }
web-daily-today = La sfida di oggi è ancora in corso: il suo tabellone e le sue mosse compaiono qui a giornata finita; fino ad allora, solo i punteggi.
web-alt-daily = Il tabellone della sfida del giorno di { $game } del { $date }, come è stato distribuito
web-par = par { $par }
web-daily-board = { $players ->
    [one] La classifica: { $players } giocatore
   *[other] La classifica: { $players } giocatori
}
web-daily-nobody = Nessuno di questo server ha finito la sfida di questo giorno.
web-daily-past = Giorni passati
web-daily-back-today = Oggi
web-player-games = { $games ->
    [one] { $games } partita finita
   *[other] { $games } partite finite
}
web-player-rating = rating { $rating } dopo { $games ->
    [one] { $games } partita
   *[other] { $games } partite
}
web-player-daily = Sfida del giorno: { $played ->
    [one] { $played } giorno giocato
   *[other] { $played } giorni giocati
}, una serie di { $streak } (record { $best_streak }), punteggio migliore { $best }
web-histogram = Punteggi delle sfide
web-rank-of = { $rank } di { $players }
