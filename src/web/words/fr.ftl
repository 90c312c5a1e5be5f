# The web pages' words (src/web/): French (fr); translated from en.ftl.
# Terms of our own: défi du jour (daily challenge), par (par: the strongest computer player's score on the day),
# étape (step: what a game's turn shows before it moves on), ligue/saison/manche/table (league, season, round, table),
# cote (rating), joueur ordinateur (computer player), partie (game), tour (turn), série (streak).

web-site-name = Jeux d'îles
web-language-name = Français
web-skip = Aller au contenu
web-nav-crumbs = Où tu es
web-nav-languages = Langues
web-nav-pages = Pages
web-nav-seasons = Saisons
web-nav-steps = Étapes du replay
web-footer = Pages en lecture seule des parties jouées avec le bot sur Discord. Les noms sont ceux que les joueurs se sont donnés.
web-not-found = Page introuvable
web-not-found-text = Cette page n'existe pas, ou son serveur n'a pas rendu ses pages publiques.
web-home = Accueil
web-home-about = Ces pages montrent les ligues, les parties et les défis du jour des serveurs Discord qui les ont rendues publiques.
web-home-how = Les admins d'un serveur rendent ses pages publiques avec /{ slash-settings } { slash-settings.web }:oui ; un joueur rend sa propre page publique avec /{ slash-game } { slash-game-settings } { slash-game-settings.profile }:public.
web-home-games = Les jeux
web-leagues = Ligues
web-no-leagues = Aucune ligue pour l'instant.
web-league-line = saison { $season }, { $members ->
    [one] { $members } membre
   *[other] { $members } membres
}
web-dailies = Défis du jour
web-finished-games = Parties terminées
web-games-caption = { $total ->
    [one] { $total } partie terminée
   *[other] { $total } parties terminées
}
web-no-games = Aucune partie terminée pour l'instant.
web-col-game = Partie
web-col-kind = Jeu
web-col-players = Joueurs
web-col-ended = Terminée
web-col-position = Place
web-col-player = Joueur
web-col-points = Points
web-col-played = Parties
web-col-wins = Victoires
web-col-average = Moyenne
web-col-best = Record
web-col-rating = Cote
web-col-score = Score
web-col-breakdown = Détail du score
web-col-days = Jours
web-previous = Précédent
web-next = Suivant
web-first = Début
web-last = Fin
web-page-of = page { $page } sur { $pages }
web-season-title = { $league }, saison { $season }
web-season = saison { $season }
web-season-current = la saison en cours
web-season-over = une saison passée
web-standings = Classement
web-no-results = Aucune partie de cette saison n'est encore terminée.
web-ratings = Les cotes au fil de la saison
web-ratings-about = La cote de chaque joueur du haut du classement après chacune de ses parties de cette saison.
web-rounds = Manches
web-no-rounds = Aucune manche tirée cette saison.
web-round = Manche { $round }
web-table = Table { $table }
web-in-play = en cours
web-not-played = pas jouée
web-table-result = place { $rank }, { $points ->
    [one] { $points } point
   *[other] { $points } points
}, score { $score }
web-game-title = { $game } #{ $id }
web-finished = terminée
web-round-turn = manche { $round }, tour { $turn }
web-daily-of = le défi du jour du { $date }
web-players = Joueurs
web-bot = (joueur ordinateur)
web-resigned = (a quitté la partie)
web-replay = Replay
web-step-of = étape { $step } sur { $steps }
web-this-step = À cette étape
web-keys = Les flèches ← et → du clavier parcourent le replay.
web-alt-step = Le plateau de { $game } à cette étape : { $step }
web-final = Classement final
web-alt-final = Le classement final de { $game } ; victoire de { $winners }
web-script = Télécharger le script de la partie (tucana replay le lit)
web-log = Le journal de la partie
web-log-empty = Aucun coup pour l'instant.
web-log-lines = { $lines ->
    [one] Afficher la { $lines } ligne du journal
   *[other] Afficher les { $lines } lignes du journal
}
web-daily-title = { $game } : le défi du jour du { $date }
web-daily-today = Le défi du jour est encore en cours : son plateau et ses coups s'affichent ici une fois la journée finie ; d'ici là, seulement les scores.
web-alt-daily = Le plateau du défi du jour de { $game } le { $date }, tel qu'il a été distribué
web-par = par { $par }
web-daily-board = { $players ->
    [one] Le classement : { $players } joueur
   *[other] Le classement : { $players } joueurs
}
web-daily-nobody = Personne de ce serveur n'a fini le défi de ce jour.
web-daily-past = Jours passés
web-daily-back-today = Aujourd'hui
web-player-games = { $games ->
    [one] { $games } partie terminée
   *[other] { $games } parties terminées
}
web-player-rating = cote { $rating } après { $games ->
    [one] { $games } partie
   *[other] { $games } parties
}
web-player-daily = Défi du jour : { $played ->
    [one] { $played } jour joué
   *[other] { $played } jours joués
}, une série de { $streak } (record { $best_streak }), meilleur score { $best }
web-histogram = Scores des défis
web-rank-of = { $rank } sur { $players }
