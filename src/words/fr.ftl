# French (fr) words of the core; translated from en.ftl.
# Terms of our own: partie (game), manche (round), tour (turn), hôte (host), joueur ordinateur (computer player), indice (hint), ligue, saison, organisateur, cote (rating), défi du jour (daily challenge), salon d'attente (lobby), MOY / MEILL. (AVG / BEST).
# The slash commands' names are our own too (the slash-* messages below: partie, nouvelle, chemin, coup, carte, indice, ligue, défi …).

as-written = { $text }
list-separator = {", "}
player-n = joueur { $n }

timed-out = (pas de coup à temps : le jeu a joué le coup par défaut)
no-title = Pas de titre cette fois.
how-to-move = Joue ton coup avec `/{ slash-move }`.

## Les refus du service

no-undo = { $game } n'a pas de coup à reprendre : ce qui est joué est joué
no-pass = { $game } n'a pas de passe : joue ton tour avec `/{ slash-move }`

hint-still-thinking = je réfléchis encore à ton dernier indice : il arrive dans un instant
hint-nothing-to-suggest = rien à suggérer : aucun de tes coups ne convient à ce tour
hint-thinkers-busy = les calculateurs d'indices sont occupés avec ceux d'autres joueurs : redemande dans un instant
replay-still-drawing = je dessine encore le replay que tu as demandé : il arrive dans un instant
starts-per-hour = tu as lancé { $count } parties dans la dernière heure, le maximum permis : lance celle-ci un peu plus tard

## Ce que les jeux ont fait, dans le journal et les messages du service
after-names = {" "}{ $text }
round-over = La manche { $round } est terminée.
turn-skipped-at = Manche { $round }, tour { $turn } : { $what }.
legacy-turn-skipped = les cartes sont { $first } + { $second } et personne ne peut les tracer
legacy-breakdown = attractions { $sights }, villages { $villages }, bonus { $bonus }
move-you-left = Tu as quitté la partie.
## Les options et l'état d'une partie

no-option = { $game } n'a pas d'option { $key }
no-own-pace = { $game } ne se joue pas au rythme de chacun
options-unreadable = options : { $error }
option-no = non
option-yes = oui
turn-cards = les cartes : **{ $a }** et **{ $b }**
status-done = a fini
## Les erreurs du service

app-no-such-game = aucune partie avec l'identifiant { $id }
app-not-a-player = tu n'es pas dans cette partie
app-already-joined = tu es déjà dans cette partie
app-not-started = cette partie n'a pas commencé
app-already-started = cette partie a déjà commencé
app-game-finished = cette partie est terminée
app-game-cancelled = cette partie a été annulée
app-game-full = cette partie est complète ({ $n } joueurs)
app-host-cannot-leave = tu es l'hôte : annule la partie au lieu de la quitter
app-too-late = trop tard : l'échéance de ce tour est passée et le tour suivant va commencer
app-game-broken = la partie { $id } ne peut pas être chargée ; un admin doit s'en occuper
app-not-saved = le coup n'a pas pu être enregistré ; réessaie
app-other-server = cette partie est sur un autre serveur
app-private-game = cette partie est la partie solo de quelqu'un d'autre
app-day-not-over = c'est un défi du jour, la même partie pour tous : son replay et son script sont donnés une fois sa journée finie pour tout le monde, { $opens }
app-wrong-thread = ce fil est la partie { $here } ; tu as indiqué { $named }
app-shutting-down = le bot s'arrête ; réessaie dans un instant
app-other-process = ce serveur est servi par un autre processus du bot ; réessaie plus tard

## Salon d'attente et réglages d'une partie

app-host-adds-bots = seul l'hôte peut ajouter des joueurs ordinateur
app-host-removes-bots = seul l'hôte peut retirer des joueurs ordinateur
app-host-starts = seul l'hôte peut lancer cette partie
app-host-cancels = seul l'hôte peut annuler cette partie
app-solo-is-yours = une partie solo n'appartient qu'à toi
app-no-bots-yet = ce jeu n'a pas encore de joueurs ordinateur
app-no-bot-to-remove = il n'y a pas de joueur ordinateur à retirer
app-bots-not-alone = une partie demande au moins une personne : les joueurs ordinateur ne jouent pas seuls
app-duration = { $unit ->
        [day] { $n ->
            [one] { $n } jour
           *[other] { $n } jours
        }
        [hour] { $n ->
            [one] { $n } heure
           *[other] { $n } heures
        }
        [minute] { $n ->
            [one] { $n } minute
           *[other] { $n } minutes
        }
       *[second] { $n ->
            [one] { $n } seconde
           *[other] { $n } secondes
        }
    }
app-deadline-out-of-range = l'échéance d'un tour doit être entre 1 heure et 7 jours, pas { $deadline }
app-reminder-too-early = le rappel doit venir avant l'échéance : { $reminder } avant une échéance de { $deadline }, c'est trop tôt
app-max-players-out-of-range = une partie se joue de 1 à { $most } joueurs, pas { $players }
app-bot-stuck = partie { $game } : un joueur ordinateur n'a pas pu jouer
app-nothing-to-play = tu n'as rien à jouer pour l'instant : attends le prochain tour
app-turn-moved-on = le tour a avancé pendant le calcul de l'indice : redemande

## Indices et joueurs ordinateur

app-hint-game-moved-on = la partie a avancé pendant le calcul de l'indice : redemande
app-hint-went-wrong = pas d'indice cette fois : le calcul a échoué (c'est noté) ; continue sans
app-league-no-bots = les parties d'une ligue sont pour ses membres : pas de joueurs ordinateur
app-hints-off = les indices sont désactivés dans cette partie : l'hôte les autorise à la création (jamais pour les défis du jour ni les parties de ligue)

## De quelle partie parle un appel

app-leagues-on-a-server = les ligues vivent sur un serveur : utilise ceci là-bas
app-in-no-game = tu n'es dans aucune partie sur ce serveur ; utilise ceci dans le fil d'une partie, ou lances-en une avec /{ slash-game } { slash-game-new }
app-in-several-games = tu es dans plusieurs parties : utilise ceci dans le fil de la partie, ou choisis-en une avec l'option `game`
app-name-the-game = indique la partie avec l'option `game`, ou utilise ceci dans le fil de la partie
app-name-the-game-undo = ce coup ne peut pas être repris : indique la partie avec l'option `game`, ou utilise ceci dans le fil de la partie
app-game-in-direct-messages = cette partie se joue en messages privés avec le bot : utilise ceci là-bas
app-started-resign-instead = la partie a commencé ; utilise { $command } pour abandonner

## Combien une personne peut héberger

app-too-many-lobbies = tu héberges déjà { $n } { $n ->
        [one] salon d'attente ouvert
       *[other] salons d'attente ouverts
    } : lances-en ou annules-en un d'abord ({ $games })
app-too-many-solo = tu as déjà { $n } { $n ->
        [one] partie solo
       *[other] parties solo
    } en cours : termines-en ou annules-en une d'abord ({ $games })
app-too-many-started = tu héberges déjà { $n } { $n ->
        [one] partie commencée
       *[other] parties commencées
    } : termines-en ou annules-en une d'abord ({ $games })
app-too-many-bots = tu as déjà { $n } { $n ->
        [one] joueur ordinateur
       *[other] joueurs ordinateur
    } dans les parties que tu héberges : retires-en un, ou termine d'abord une partie

## Parties solo et défis du jour

app-no-daily-secret = impossible d'obtenir un secret quotidien du système d'exploitation ({ $why }) ; définis DAILY_SECRET
app-not-played-alone = { $game } ne se joue pas seul
app-no-daily-challenge = { $game } n'a pas de défi du jour
app-no-challenge-that-day = { $game } n'a pas de défi le { $date }
app-daily-not-played = tu n'as pas joué le défi du { $date }
app-daily-not-finished = tu n'as pas encore fini le défi du { $date }

## Réglages et manches d'une ligue

app-rating-beta = le β de la cote doit être positif, pas { $value }
app-rating-tolerance = la tolérance d'incertitude de la cote doit être 0 ou plus, pas { $value }
app-rating-widening = l'élargissement de saison doit être 0 ou plus, pas { $value }
app-points-increase = les points de ligue ne doivent pas augmenter en descendant le classement : { $points }
app-points-reference-size = la taille de table de référence des points doit aller de 2 à { $most }, pas { $size }
app-points-too-many-ranks = { $ranks } rangs ont des points, mais une table de référence n'a que { $size } joueurs
app-table-size = une table accueille de { $least } à { $most } joueurs, pas { $size }
app-too-few-members = une manche de ligue demande au moins deux membres ; cette ligue en a { $members }
app-no-organisers-yet = personne pour l'instant
app-only-organisers = seuls les organisateurs de { $league } ({ $organisers }) ou les admins du serveur (Gérer le serveur) peuvent { $what }
app-league-may-start-round = lancer une manche
app-league-may-cancel-game = annuler une partie de ligue
app-league-may-add-organisers = ajouter des organisateurs
app-league-may-remove-organisers = retirer des organisateurs
app-league-may-end-season = terminer une saison
app-already-member = tu es déjà membre de { $league }
app-not-a-member = tu n'es pas membre de { $league }
app-already-organises = { $who } organise déjà { $league }
app-does-not-organise = cette personne n'organise pas { $league }
app-last-organiser = une ligue garde au moins un organisateur ; ajoutes-en un autre d'abord
app-table-not-played = la table { $table } n'est pas jouée : seuls { $left } de ses joueurs { $left ->
        [one] est
       *[other] sont
    } encore dans { $league }
app-round-not-drawn = { $why } ; les membres rejoignent avec /{ slash-league } { slash-league-join }
app-no-such-round = cette manche n'existe pas
app-no-such-table = la manche n'a pas de table { $table }
app-league-plays-another = la ligue { $league } joue à { $plays }, pas à { $named }
app-members-open-games = seuls les membres de { $league } peuvent ouvrir ses parties ; rejoins-la d'abord avec /{ slash-league } { slash-league-join }
app-members-join-games = c'est une partie de la ligue { $league } : seuls ses membres peuvent la rejoindre
app-no-such-season = { $league } n'a pas de saison { $number } (elle en est à la saison { $current })
app-name-the-league = indique la ligue
app-no-such-league = il n'y a pas de ligue appelée { $name } ici
app-league-gone = cette ligue n'existe plus
app-no-league-with-id = aucune ligue avec l'identifiant { $id }
app-results-not-replayed = les résultats ne peuvent pas être rejoués : { $why }
app-league-name-length = le nom d'une ligue fait de 1 à { $most } caractères
app-league-name-marks = le nom d'une ligue ne peut pas contenir ` * _ ~ | < > @ # ni :
app-season-length = une saison dure de 1 à 366 jours
app-league-name-taken = ce serveur a déjà une ligue appelée { $name }

## Replays, scripts et jeux disponibles

app-not-that-many-moves = la partie { $game } a { $moves } coups, pas { $asked }
app-no-such-game-kind = il n'y a pas de jeu { $id } ici ; les jeux sont { $games }
app-script-keeps-secret = le script de cette partie n'est pas donné : dans { $game }, il révélerait { $secret }, que les règles gardent secret même après la partie (son replay montre la partie telle que tous l'ont vue)
app-no-export-yet = les parties de { $game } ne peuvent pas encore être exportées
app-replay-not-drawn = le replay de { $game } ne peut pas être dessiné
app-replay-not-over = cette partie n'est pas terminée : son replay et son script viennent à la fin (avant, ils montreraient ce qui est encore caché)
app-replay-not-now = le replay de { $game } n'est pas disponible pour l'instant : réessaie plus tard
app-replay-gone = le replay n'est plus conservé

## Les légendes d'un replay

render-caption-turns = Manche { $round } · tours { $first }–{ $last }
render-caption-turn = Manche { $round } · tour { $turn }
render-caption-start = Le début
render-caption-standings = Classement final

## Les mots des images et tableaux du cœur

render-col-player = JOUEUR
render-col-games = PARTIES
render-col-wins = VICT.
render-col-avg = MOY.
render-col-best = MEILL.
render-col-rating = COTE
render-col-points = POINTS
render-no-league-games = Aucune partie de ligue terminée pour l'instant
render-no-daily-game = Aucun défi du jour terminé pour l'instant : /{ slash-daily } { slash-daily-play }
render-player-n = Joueur { $n }
render-text-col-player = joueur
render-text-col-games = parties
render-text-col-wins = victoires
render-text-col-points = points
render-text-col-avg = moy.
render-text-col-best = meill.
render-text-no-league-games = aucune partie de ligue terminée pour l'instant
render-text-page = page { $number } sur { $pages }
app-league-permission = seuls les organisateurs de la ligue ou les admins du serveur peuvent faire cela

## The slash commands' names

slash-game = partie
slash-game-new = nouvelle
    .game = jeu
    .options = options
    .turn_hours = heures_par_tour
    .bank_hours = heures_de_reserve
    .max_players = joueurs_max
    .league = ligue
    .bots = bots
    .bot_level = niveau_bots
    .hints = indices
    .invite = inviter
    .language = langue
slash-game-solo = solo
    .game = jeu
    .options = options
    .language = langue
slash-game-join = rejoindre
    .game = partie
slash-game-leave = quitter
    .game = partie
slash-game-start = lancer
    .game = partie
slash-game-cancel = annuler
    .game = partie
slash-game-status = statut
    .game = partie
slash-game-scores = scores
    .game = partie
slash-game-log = journal
    .game = partie
    .from = depuis
slash-game-games = parties
slash-game-settings = réglages
    .reminders = rappels
    .vacation = vacances
    .dm = mp
    .language = langue
    .profile = profil
slash-game-replay = replay
    .game = partie
slash-game-export = exporter
    .game = partie
slash-game-help = aide
    .game = jeu
slash-trail = chemin
    .trail = chemin
    .game = partie
slash-move = coup
    .move = coup
    .game = partie
slash-undo = reprendre
    .game = partie
slash-pass = passer
    .game = partie
slash-map = carte
    .player = joueur
    .game = partie
slash-hint = indice
    .game = partie
slash-league = ligue
slash-league-create = créer
    .name = nom
    .table_size = taille_table
    .season_days = jours_saison
    .turn_hours = heures_par_tour
    .flat_points = points_fixes
    .game = jeu
    .options = options
slash-league-join = rejoindre
    .league = ligue
slash-league-leave = quitter
    .league = ligue
slash-league-info = info
    .league = ligue
slash-league-organisers = organisateurs
slash-league-organisers-add = ajouter
    .user = membre
    .league = ligue
slash-league-organisers-remove = retirer
    .user = membre
    .league = ligue
slash-league-round = manche
    .league = ligue
    .free_pace = rythme_libre
slash-league-standings = classement
    .league = ligue
    .season = saison
slash-league-season = saison
slash-league-season-end = terminer
    .league = ligue
slash-daily = défi
slash-daily-play = jouer
    .game = jeu
slash-daily-leaderboard = classement
    .scope = portée
    .date = date
    .game = jeu
slash-daily-stats = stats
    .player = joueur
    .game = jeu
slash-daily-share = partager
    .date = date
    .game = jeu

command-game-new = /{ slash-game } { slash-game-new } { slash-game-new.game }:{ $game }
command-game-new-any = /{ slash-game } { slash-game-new }
command-game-solo = /{ slash-game } { slash-game-solo } { slash-game-solo.game }:{ $game }
command-game-leave = /{ slash-game } { slash-game-leave }
command-daily-play = /{ slash-daily } { slash-daily-play }
command-daily-play-game = /{ slash-daily } { slash-daily-play } { slash-daily-play.game }:{ $game }

level-easy = facile
level-normal = normal
level-strong = fort
bot-name = Bot { $n } ({ $level })

notice-line = { $game } `{ $id }`, manche { $round }, tour { $turn }
notice-a-game = Une partie

# The web pages (issue 45).
app-not-shown = cette page n'existe pas
app-web-server-only = les pages web d'un serveur se règlent sur ce serveur
app-web-admins-only = seuls ceux qui peuvent gérer ce serveur (Gérer le serveur) peuvent activer ou désactiver ses pages web
slash-settings = réglages
    .web = web
    .quiet = heures_calmes
    .time_zone = fuseau_horaire

## /league substitute (the service's refusals and the command's names)
slash-league-substitute = remplacant
    .player = joueur
    .substitute = remplacant
    .game = partie
app-substitute-resigned = ce joueur a abandonné : les tours d’une place abandonnée finissent sans coup, qui que ce soit qui s’y assoie
app-substitute-bot = la place d’un joueur ordinateur n’a pas besoin de remplaçant
app-substitute-plays = le remplaçant joue déjà dans cette partie
app-substitute-league-only = seule une partie de ligue accepte un remplaçant
app-substitute-not-member = { $name } n’est pas membre de { $league } : il rejoint d’abord avec `/{ slash-league } { slash-league-join }`
app-substitute-too-soon = un joueur toujours dans la ligue n’est remplacé qu’après avoir manqué { $needed } échéances de la partie ({ $missed } jusqu’ici)
app-league-may-substitute = placer un remplaçant
## /game ratings and /game profile (issue 46, point 7)
slash-game-ratings = classement
    .game = jeu
    .page = page
slash-game-profile = profil
    .player = joueur
# Invitations, kicks and rematches (issue 46).
app-invite-too-many = tu as invité { $n } personnes, mais la partie n'a de place que pour { $most } en plus de l'hôte
app-invite-only = la partie `{ $game }` n'est ouverte qu'à ses invités : demande une invitation à son hôte
app-kick-host-only = seul l'hôte peut retirer des joueurs du salon d'attente
app-kick-not-yourself = tu es l'hôte : annule la partie au lieu de te retirer toi-même
app-kick-not-in-lobby = ce joueur n'est pas dans ce salon d'attente
app-rematch-already-in = tu es déjà dans la revanche `{ $game }`
app-rematch-not-over = cette partie n'est pas encore finie : sa revanche vient après sa fin
app-rematch-none = une partie solo, un défi du jour ou une partie de ligue n'a pas de revanche
app-rematch-players-only = seuls les joueurs de la partie `{ $game }` peuvent demander sa revanche
slash-game-kick = exclure
    .player = joueur
    .game = partie

# Réserves de temps et heures calmes (issue 46).
app-bank-out-of-range = la réserve de temps doit être d’au plus { $most }, pas { $bank }
app-quiet-bad-window = les heures calmes sont une plage quotidienne comme 23:00-07:00 (deux heures différentes), ou off
app-quiet-bad-zone = { $zone } n’est pas un fuseau horaire : donnez son nom IANA, comme Europe/Paris ou America/Montreal
app-quiet-server-only = les heures calmes d’un serveur se règlent sur ce serveur
app-quiet-admins-only = seuls ceux qui peuvent gérer ce serveur (Gérer le serveur) peuvent régler ses heures calmes
