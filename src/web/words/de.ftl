# The web pages' words (src/web/): German (de); translated from en.ftl.
# Terms of our own: Tagesherausforderung (daily challenge), Par (par: the strongest computer player's score on the
# day), Schritt (step: what a game's turn shows before it moves on), Liga/Saison/Runde/Tisch (league, season, round,
# table), Wertung (rating), Computerspieler (computer player), Bestenliste (a day's board), Serie (streak).

web-site-name = Inselspiele
web-language-name = Deutsch
web-skip = Zum Inhalt springen
web-nav-crumbs = Wo du bist
web-nav-languages = Sprachen
web-nav-pages = Seiten
web-nav-seasons = Saisons
web-nav-steps = Schritte des Replays
web-footer = Nur lesbare Seiten der Spiele, die mit dem Bot auf Discord gespielt wurden. Die Namen sind die der Spieler selbst.
web-not-found = Seite nicht gefunden
web-not-found-text = Diese Seite gibt es nicht, oder ihr Server hat seine Seiten nicht öffentlich gemacht.
web-home = Startseite
web-home-about = Diese Seiten zeigen die Ligen, Spiele und Tagesherausforderungen der Discord-Server, die sie öffentlich gemacht haben.
web-home-how = Die Admins eines Servers machen seine Seiten mit /{ slash-settings } { slash-settings.web }:an öffentlich; seine eigene Seite macht ein Spieler öffentlich mit /{ slash-game } { slash-game-settings } { slash-game-settings.profile }:öffentlich.
web-home-games = Die Spiele
web-leagues = Ligen
web-no-leagues = Noch keine Liga.
web-league-line = Saison { $season }, { $members ->
    [one] { $members } Mitglied
   *[other] { $members } Mitglieder
}
web-dailies = Tagesherausforderungen
web-finished-games = Beendete Spiele
web-games-caption = { $total ->
    [one] { $total } beendetes Spiel
   *[other] { $total } beendete Spiele
}
web-no-games = Noch kein beendetes Spiel.
web-col-game = Spiel
web-col-kind = Gespielt
web-col-players = Spieler
web-col-ended = Beendet
web-col-position = Platz
web-col-player = Spieler
web-col-points = Punkte
web-col-played = Spiele
web-col-wins = Siege
web-col-average = Schnitt
web-col-best = Bestwert
web-col-rating = Wertung
web-col-score = Ergebnis
web-col-breakdown = Wie gewertet wurde
web-col-days = Tage
web-previous = Zurück
web-next = Weiter
web-first = Anfang
web-last = Ende
web-page-of = Seite { $page } von { $pages }
web-season-title = { $league }, Saison { $season }
web-season = Saison { $season }
web-season-current = die laufende Saison
web-season-over = eine vergangene Saison
web-standings = Tabelle
web-no-results = In dieser Saison ist noch kein Spiel beendet.
web-ratings = Wertungen im Lauf der Saison
web-ratings-about = Die Wertung jedes Spielers an der Spitze der Tabelle nach jedem seiner Spiele in dieser Saison.
web-rounds = Runden
web-no-rounds = In dieser Saison wurde noch keine Runde ausgelost.
web-round = Runde { $round }
web-table = Tisch { $table }
web-in-play = läuft
web-not-played = nicht gespielt
web-table-result = Platz { $rank }, { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}, Ergebnis { $score }
web-game-title = { $game } #{ $id }
web-finished = beendet
web-round-turn = Runde { $round }, Zug { $turn }
web-daily-of = die Tagesherausforderung vom { $date }
web-players = Spieler
web-bot = (Computerspieler)
web-resigned = (hat das Spiel verlassen)
web-replay = Replay
web-step-of = Schritt { $step } von { $steps }
web-this-step = In diesem Schritt
web-keys = Mit den Pfeiltasten ← und → gehst du durch das Replay.
web-alt-step = Das Spielbrett von { $game } in diesem Schritt: { $step }
web-final = Endstand
web-alt-final = Der Endstand von { $game }, gewonnen von { $winners }
web-script = Das Skript des Spiels herunterladen (tucana replay liest es)
web-log = Das Protokoll des Spiels
web-log-empty = Noch kein Zug.
web-log-lines = { $lines ->
    [one] Die { $lines } Zeile des Protokolls zeigen
   *[other] Die { $lines } Zeilen des Protokolls zeigen
}
web-daily-title = { $game }: die Tagesherausforderung vom { $date }
web-daily-today = Die heutige Herausforderung wird noch gespielt: Ihr Spielbrett und ihre Züge erscheinen hier, sobald der Tag vorbei ist, bis dahin nur die Ergebnisse.
web-alt-daily = Das Spielbrett der Tagesherausforderung von { $game } am { $date }, wie es ausgeteilt wurde
web-par = Par { $par }
web-daily-board = { $players ->
    [one] Bestenliste: { $players } Spieler
   *[other] Bestenliste: { $players } Spieler
}
web-daily-nobody = Niemand von diesem Server hat die Herausforderung dieses Tages beendet.
web-daily-past = Vergangene Tage
web-daily-back-today = Heute
web-player-games = { $games ->
    [one] { $games } beendetes Spiel
   *[other] { $games } beendete Spiele
}
web-player-rating = Wertung { $rating } nach { $games ->
    [one] { $games } Spiel
   *[other] { $games } Spielen
}
web-player-daily = Tagesherausforderung: { $played ->
    [one] { $played } Tag gespielt
   *[other] { $played } Tage gespielt
}, eine Serie von { $streak } (beste { $best_streak }), bestes Ergebnis { $best }
web-histogram = Tagesergebnisse
web-rank-of = { $rank } von { $players }
