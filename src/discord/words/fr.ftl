# French (fr) words of the Discord bot; translated from en.ftl.
# Terms of our own: partie (game), manche (round), tour (turn), hôte (host), joueur ordinateur / bot, indice (hint), ligue, saison, organisateur, défi du jour (daily challenge), par, série (streak), rythme libre (free pace).

## /game help

help-how-play = **Comment jouer :** `/{ slash-game } { slash-game-new } { slash-game-new.game }:…` ouvre un fil de partie (options : des mots `key=value` choisis dans la liste) ; les joueurs appuient sur Rejoindre, l'hôte sur Lancer. `/{ slash-move }` joue ton coup (l'autocomplétion les liste, les meilleurs d'abord), `/{ slash-map }` montre ta propre vue ; quand le jeu a ce genre de coups, `/{ slash-undo }` en reprend un et `/{ slash-pass }` termine ton tour.
help-how-bots = **Joueurs ordinateur :** les boutons du salon d'attente ou `bots:2 bot_level:strong` installent des bots ; ils ne comptent jamais dans les ligues. `/{ slash-hint }` montre les meilleurs coups, en privé, en solo et là où l'hôte a autorisé `hints`. Chaque défi du jour a un par : le score du bot fort.
help-how-alone = **En solo :** `/{ slash-game } { slash-game-solo } { slash-game-solo.game }:…` ; `/{ slash-daily } { slash-daily-play }` est le défi du jour, le même pour tous, puis `/{ slash-daily } { slash-daily-leaderboard }`, `/{ slash-daily } { slash-daily-stats }`, `/{ slash-daily } { slash-daily-share }`.
help-how-leagues = **Ligues :** `/{ slash-league } { slash-league-join }`, `/{ slash-league } { slash-league-standings }`, `/{ slash-league } { slash-league-info }`. **Web:** `/{ slash-settings } { slash-settings.web }`.
help-how-every = **Toutes les parties :** `/{ slash-game } { slash-game-join }|{ slash-game-leave }|{ slash-game-start }|{ slash-game-cancel }|{ slash-game-status }|{ slash-game-scores }|{ slash-game-log }|{ slash-game-games }|{ slash-game-settings }|{ slash-game-ratings }|{ slash-game-profile }|{ slash-game-help }`. Ton prochain coup, ta carte ou ton statut commence par ce qui s'est passé depuis ton dernier coup ; `/{ slash-game } { slash-game-log }` affiche toute la partie.
help-how-rules = **Les règles d'un jeu en bref :** `/{ slash-game } { slash-game-help } { slash-game-help.game }:…`.
help-how-finished = **Parties terminées :** `/{ slash-game } { slash-game-replay }` en montre une étape par étape (une image animée), `/{ slash-game } { slash-game-export }` donne son script de replay pour `tucana replay` et `tucana render`.
help-own-trail = **Sa propre commande :** `/{ slash-trail }`, son nom pour `/{ slash-move }` : trace un chemin, par ex. `/{ slash-trail } C3-D4`.
help-game = **{ $name }** (`{ $command }`)
help-game-rules = **{ $name }** (`{ $command }`) : { $rules }

## /game games

games-none = Tu n'es dans aucune partie sur ce serveur. Lances-en une avec /{ slash-game } { slash-game-new }.

## La réponse à un coup

move-done = C'est fait.
move-last-of-game = C'était le dernier coup de la partie !

## Le tour d'un joueur en rythme libre

own-turn = Ton { $progress } : { $headline }
## Les descriptions des commandes slash

cmd-game = Toutes les parties : créer, rejoindre et suivre des parties.
cmd-game-new = Ouvrir une nouvelle partie de n'importe quel jeu dans un fil de ce salon.
    .game = Le jeu : choisis-en un dans la liste
    .options = Les options du jeu en mots key=value : choisis-les dans la liste
    .turn_hours = Heures par tour, de 1 à 168 (24 par défaut)
    .bank_hours = Réserve de temps par joueur en heures, de 0 à 168 : couvre les coups en retard (0 par défaut)
    .max_players = Nombre max. de joueurs, de 1 à 50 (8 par défaut, ou moins si le jeu en prend moins)
    .league = Une partie de cette ligue (ses options s'appliquent ; membres uniquement)
    .bots = Joueurs ordinateur à installer, de 0 à 7 (le salon d'attente a des boutons pour plus)
    .bot_level = Le niveau des joueurs ordinateur (normal par défaut)
    .bot_level-easy = facile (débutant)
    .bot_level-normal = normal
    .bot_level-strong = fort (anticipe)
    .hints = Permettre de demander des indices avec /{ slash-hint } (visible au classement)
    .invite = Mentionne les utilisateurs ou rôles à qui le salon est ouvert (par défaut : à tous)
    .language = La langue des messages de la partie (par défaut : celle de ce serveur)
    .language-de = Deutsch
    .language-es-ES = Español
    .language-fr = Français
    .language-it = Italiano
    .language-nl = Nederlands
    .language-pt-BR = Português (Brasil)
    .language-en = English
cmd-game-solo = Jouer seul, à ton rythme, dans un fil privé.
    .game = Le jeu : choisis-en un dans la liste
    .options = Les options du jeu en mots key=value : choisis-les dans la liste
    .language = La langue des messages de la partie (par défaut : celle de ce serveur, ou la tienne)
    .language-de = Deutsch
    .language-es-ES = Español
    .language-fr = Français
    .language-it = Italiano
    .language-nl = Nederlands
    .language-pt-BR = Português (Brasil)
    .language-en = English
cmd-game-join = Rejoindre la partie de ce fil.
    .game = L'identifiant de la partie (hors de son fil)
cmd-game-leave = Quitter la partie (abandonner, si elle a commencé).
    .game = La partie (hors de son fil)
cmd-game-start = Lancer la partie (hôte uniquement).
    .game = La partie (hors de son fil)
cmd-game-cancel = Annuler la partie (hôte, ou Gérer le serveur).
    .game = La partie (hors de son fil)
cmd-game-status = Le tour en cours : cartes, échéance, qui doit encore jouer.
    .game = La partie (hors de son fil)
cmd-game-scores = Les scores jusqu'ici.
    .game = La partie (hors de son fil)
cmd-game-log = Le journal d'une partie : chaque coup dans la notation du jeu, et ce qui en a découlé.
    .game = La partie (hors de son fil)
    .from = La ligne de départ (par défaut : la première)
cmd-game-games = Tes parties en cours, avec leurs liens.
cmd-game-settings = Tes réglages : rappels, vacances, un MP quand ton tour commence.
    .reminders = Être mentionné quand une échéance approche
    .vacation = Absent : tes tours sont joués pour toi, avec le coup par défaut du jeu
    .dm = Un message privé quand un de tes tours commence (désactivé par défaut)
    .language = La langue de tes messages privés (par défaut : ta langue Discord)
    .language-de = Deutsch
    .language-es-ES = Español
    .language-fr = Français
    .language-it = Italiano
    .language-nl = Nederlands
    .language-pt-BR = Português (Brasil)
    .language-en = English
    .profile = Ta page de joueur sur le web : publique ou non (non par défaut)
    .profile-public = public
    .profile-private = privé
cmd-game-replay = Une partie terminée, étape par étape, en image animée (en privé).
    .game = La partie terminée (hors de son fil)
cmd-game-export = Le script de replay d'une partie terminée, pour la rejouer, dessiner ou vérifier hors ligne (privé).
    .game = La partie terminée (hors de son fil)
cmd-game-help = Comment jouer, et les règles en bref.
    .game = Un jeu, pour ses règles en bref : choisis-en un dans la liste
cmd-trail = Tracer un chemin (choisis-en un dans la liste).
    .trail = Le chemin, par ex. C3-D4 : choisis-en un dans la liste
    .game = La partie (hors de son fil)
cmd-move = Jouer ton coup (choisis-en un dans la liste).
    .move = Ton coup : choisis-en un dans la liste
    .game = La partie (hors de son fil)
cmd-undo = Reprendre ton dernier coup de ce tour (si le jeu le permet).
    .game = La partie (hors de son fil)
cmd-pass = Finir ton tour sans jouer (si le jeu le permet).
    .game = La partie (hors de son fil)
cmd-map = Ta feuille, ou celle d'un autre joueur, en image privée.
    .player = La feuille de qui (par défaut : la tienne)
    .game = La partie (hors de son fil)
cmd-hint = Les meilleurs coups de ce tour, en privé (si le jeu autorise les indices).
    .game = La partie (hors de son fil)
cmd-league = Ligues communautaires : saisons de parties, classements et cotes.
cmd-league-create = Créer une ligue sur ce serveur (tu en deviens l'organisateur).
    .name = Le nom de la ligue (1 à 40 caractères)
    .table_size = Joueurs par table lors d'une manche, de 2 à 50 (4 par défaut)
    .season_days = Jours par saison, de 1 à 366 (par défaut : jusqu'à ce qu'un organisateur y mette fin)
    .turn_hours = Heures par tour dans les parties de ligue, de 1 à 168 (24 par défaut)
    .flat_points = Mêmes points par place pour toutes les tailles de table (par défaut : ajustés)
    .game = Le jeu de la ligue (par défaut : { $first_game })
    .options = Les options du jeu en mots key=value : choisis-les dans la liste
cmd-league-join = Rejoindre une ligue : tu seras placé aux tables de ses manches.
    .league = La ligue (par défaut : la seule ligue du serveur)
cmd-league-leave = Quitter une ligue (tes résultats restent dans son classement).
    .league = La ligue (par défaut : la seule ligue du serveur)
cmd-league-info = Les réglages d'une ligue, sa saison, ses organisateurs et ses membres.
    .league = La ligue (par défaut : la seule ligue du serveur)
cmd-league-organisers = Gérer les organisateurs d'une ligue.
cmd-league-organisers-add = Nommer quelqu'un organisateur d'une ligue (organisateurs et Gérer le serveur seulement).
    .user = Qui doit organiser la ligue
    .league = La ligue (par défaut : la seule ligue du serveur)
cmd-league-organisers-remove = Retirer un organisateur d'une ligue (organisateurs et Gérer le serveur seulement).
    .user = L'organisateur à retirer
    .league = La ligue (par défaut : la seule ligue du serveur)
cmd-league-round = Lancer une manche : les membres sont répartis en tables, un fil de partie par table.
    .league = La ligue (par défaut : la seule ligue du serveur)
    .free_pace = Les parties de cette manche au rythme de chacun (par défaut : selon la ligue)
cmd-league-standings = Le classement d'une saison : points, victoires, moyenne, meilleur score, cotes.
    .league = La ligue (par défaut : la seule ligue du serveur)
    .season = La saison (par défaut : l'actuelle)
cmd-league-season = Les saisons d'une ligue.
cmd-league-season-end = Terminer la saison en cours : le tableau final est publié et une nouvelle saison commence.
    .league = La ligue (par défaut : la seule ligue du serveur)
cmd-daily = Le défi du jour : la même île et les mêmes cartes pour tous, chaque jour.
cmd-daily-play = Jouer le défi du jour (un essai par jour), dans un fil privé ou en MP avec le bot.
    .game = Le jeu (par défaut : { $first_daily })
cmd-daily-leaderboard = Le classement d'un jour : les joueurs qui ont fini, les meilleurs d'abord.
    .scope = Les joueurs de ce serveur (par défaut sur un serveur avec le bot) ou ceux de tous
    .scope-server = Ce serveur
    .scope-global = Tout le monde
    .date = Le jour, au format AAAA-MM-JJ (par défaut : aujourd'hui)
    .game = Le jeu (par défaut : { $first_daily })
cmd-daily-stats = Ton bilan des défis (ou celui d'un autre) : séries, record, moyenne et histogramme.
    .player = Le bilan de qui (par défaut : le tien)
    .game = Le jeu (par défaut : { $first_daily })
cmd-daily-share = Montrer à tous ton résultat du jour, sans divulgâcher.
    .date = Le jour, au format AAAA-MM-JJ (par défaut : aujourd'hui)
    .game = Le jeu (par défaut : { $first_daily })

## Erreurs et refus communs à toutes les commandes

error-discord-refused = Discord a refusé : il me manque une permission dans ce salon (pour une partie : Voir le salon, Envoyer des messages, les fils et Joindre des fichiers) ; demande à un admin du serveur
error-went-wrong = Un problème est survenu ; réessaie.
error-not-here = Ce serveur est servi par un autre processus du bot ; réessaie plus tard.
error-no-such-game = aucune partie avec l'identifiant { $id }
error-wrong-thread = ce fil est la partie { $here } ; tu as indiqué { $named }
needs-server = il faut le bot sur le serveur : utilise ceci sur un serveur où il se trouve (`/{ slash-daily }` et `/{ slash-game } { slash-game-solo }` marchent partout)
threads-text-channel-only = les parties se jouent dans des fils : lance ceci dans un salon textuel
permissions-missing = J'ai besoin { $count ->
        [one] de la permission
       *[other] des permissions
    } { $missing } dans ce salon{ $purpose } ; demande à un admin du serveur de { $count ->
        [one] me l'accorder
       *[other] me les accorder
    }
permissions-for-a-game = {""}
permissions-for-private-thread = {" "}pour ouvrir le fil privé de ta partie
permissions-for-tables = {" "}pour ouvrir les fils des tables
permission-view-channel = Voir le salon
permission-send-messages = Envoyer des messages
permission-create-public-threads = Créer des fils publics
permission-create-private-threads = Créer des fils privés
permission-send-messages-in-threads = Envoyer des messages dans les fils
permission-attach-files = Joindre des fichiers
permission-embed-links = Intégrer des liens

## Ouvrir une partie

opening-too-many-players = { $game } se joue à { $most } joueurs au plus, pas { $n }
opening-no-solo = { $game } n'a pas de mode solo : il se joue de { $least } à { $most } joueurs
opening-in-a-game-thread = ce fil est déjà celui d'une partie ; lance { $command } dans un salon
opening-no-bots = { $game } n'a pas encore de joueurs ordinateur
opening-no-bots-in-leagues = les parties d'une ligue sont pour ses membres : pas de joueurs ordinateur
opening-bots-fill-the-table = { $bots } joueurs ordinateur ne te laissent aucune place : cette partie se joue à { $most } joueurs au plus
opening-lobby-open = La partie `{ $game }` est ouverte dans <#{ $thread }> : les joueurs la rejoignent là-bas.

## Choisir un jeu et ses options

choosing-no-such-game = il n'y a pas de jeu « { $typed } » ici ; choisis-en un dans la liste : { $known }
choosing-no-game-hosted = ce bot n'héberge aucun jeu
choosing-options-written = les options s'écrivent key=value, séparées par des espaces (par ex. `{ $example }`), pas « { $typed } »

## Les parties communes des messages

summary-round-turn = manche { $round }, tour { $turn }
names-and-more = et { $n } de plus
hints-used = {" "}({ $n ->
        [one] { $n } indice
       *[other] { $n } indices
    })
mention-direct-messages = {"["}tes messages privés avec moi]({ $link })
options-turns = tours de { $duration }
options-players = jusqu'à { $most } joueurs
lines-left-out = … et { $left } { $left ->
        [one] ligne de plus
       *[other] lignes de plus
    }

## Les messages des fils de partie

outbox-free-pace = **Rythme libre** : chacun joue les mêmes cartes à son rythme. Tes cartes suivantes arrivent dès que tu finis ton tour ; `/{ slash-map }` ou le bouton te les montre à toi seul.
outbox-everyone-played = Tout le monde a joué.
outbox-still-to-play = Doivent encore jouer : { $who }
outbox-replay = Le replay de la partie, étape par étape :
outbox-game-started = La partie a commencé ! Ordre des places : { $order }.
outbox-deadline = Échéance : { $at }
outbox-no-deadline = Pas d'échéance : les cartes suivantes arrivent dès que tu as joué.
outbox-turn-title = **Manche { $round }, tour { $turn }**
outbox-has-played = { $who } a joué. { $waiting }
outbox-turn-skipped = Manche { $round }, tour { $turn } : { $what } ; on passe au tour suivant.
outbox-player-left = { $who } a quitté la partie.
outbox-reminder = Rappel : { $who } — le tour se termine { $at }.
outbox-time-is-up = Temps écoulé : { $who } { $words }.
outbox-round-over = **La manche { $round } est terminée.**
outbox-game-over = **La partie est terminée !** { $count ->
        [one] Gagnant
       *[other] Gagnants
    } : { $winners }
outbox-cancelled = <@{ $by }> a annulé la partie.
outbox-abandoned = { $who } est parti, c'était la dernière personne dans la partie : elle s'arrête ici, inachevée (les joueurs ordinateur ne continuent pas seuls).
outbox-lobby-expired = Ce salon d'attente a expiré après { $days } jours sans lancement ; ouvres-en un nouveau avec `{ $new }`.
outbox-game-expired = Cette partie a été fermée après { $days } jours sans coup ; elle reste inachevée.
outbox-solo-over = **La partie est terminée !** { $who } : **{ $total } points**{ $hints } ({ $breakdown })
outbox-title = Titre : **{ $title }**
outbox-par = Par { $par } (le score du joueur ordinateur fort sur ce défi){ $against }
outbox-par-beaten = {" "}: tu l'as battu de { $by } !
outbox-par-matched = {" "}: tu l'as égalé.
outbox-par-missed = .
outbox-daily-done = C'était le défi du jour du { $date } : montre ton résultat (sans divulgâcher) avec `/{ slash-daily } { slash-daily-share }{ $day }` dans n'importe quel salon, et compare avec `/{ slash-daily } { slash-daily-leaderboard }{ $day }`.

## Boutons

button-my-map = Ma carte
button-hint = Indice
button-my-cards = Mes cartes et ma carte

## Les refus des commandes

move-empty = indique ton coup : choisis-en un dans la liste
trail-empty = indique un chemin, par ex. C3-D4 : choisis-en un dans la liste
map-not-a-player = ce joueur n'est pas dans cette partie
league-none-here = ce serveur n'a pas encore de ligue ; un organisateur en crée une avec /{ slash-league } { slash-league-create }
league-several-here = ce serveur a plusieurs ligues : choisis-en une avec l'option `league`
daily-board-needs-server = le classement d'un serveur demande le bot sur ce serveur : utilise `scope:Everyone` ici
daily-no-such-game = il n'y a pas de défi du jour pour « { $typed } » ; les jeux qui en ont un : { $known }
daily-not-a-date = « { $typed } » n'est pas une date : écris-la au format AAAA-MM-JJ, par ex. { $today }
daily-not-yet = le { $date } n'est pas encore arrivé : le défi du jour est celui du { $today }

## Les réponses des commandes /game

cancel-done = La partie `{ $game }` est annulée.
export-done = Le script de replay de la partie `{ $game }` : `tucana replay { $file }` le vérifie, `tucana render { $file } --animate -o game.gif` le dessine.
join-done = Tu as rejoint la partie `{ $game }` ({ $players } joueurs pour l'instant).
start-done = La partie `{ $game }` a commencé avec { $players } joueurs.
leave-done = Tu as quitté la partie `{ $game }`.
leave-resigned = Tu as abandonné la partie `{ $game }`.
replay-done = Le replay de la partie `{ $game }`, étape par étape :
scores-title = Scores de la partie `{ $game }` :
settings-now = Rappels : { $reminders } · Vacances : { $vacation } · MP de tour : { $dms }
settings-on = activés
settings-off = désactivés
solo-thread-title = Solo · { $who } · { $game }
solo-ready = Ta partie solo de { $game } (`{ $id }`, { $options }) est prête dans { $place }. { $how }
log-empty = Partie `{ $game }` : il ne s'est encore rien passé que tout le monde puisse lire.
log-title = **Partie `{ $game }` : son journal** (lignes { $first }–{ $last } sur { $total })
hint-title = **Indice** — les meilleurs coups du joueur ordinateur fort pour ce tour (indice n° { $used } dans cette partie ; les indices apparaissent au classement) :
hint-line = { $n }. `{ $text }` — { $gains } · tu peux espérer environ { $expected } points à la fin
status-game = Partie `{ $game }`
status-free-pace = Rythme libre : chacun joue à son rythme.
status-your-deadline = Échéance de ton tour : { $at }

## Les réponses du défi du jour

weekday-monday = lundi
weekday-tuesday = mardi
weekday-wednesday = mercredi
weekday-thursday = jeudi
weekday-friday = vendredi
weekday-saturday = samedi
weekday-sunday = dimanche
daily-day = { $weekday } { $date } · { $options }
daily-cancelled = Ton essai au défi du jour ({ $day }) a été annulé ; il y a un essai par jour. Le prochain défi arrive à { $next }.
daily-played = Tu as joué le défi du jour ({ $day }) : **{ $total } points**{ $title }.
    Montre-le avec `/{ slash-daily } { slash-daily-share }`, compare avec `/{ slash-daily } { slash-daily-leaderboard }`. Le prochain défi arrive à { $next }.
daily-waiting = Ta partie du jour ({ $day }) t'attend dans { $place } : { $summary }.
daily-thread-title = Défi { $which }{ $today } · { $name }
daily-ready = Le défi du jour ({ $day }) est prêt dans { $place }. { $how } Tout le monde joue le même défi aujourd'hui ; un essai chacun. Le prochain défi arrive à { $next }.
daily-shared = Ton résultat est partagé ci-dessous.
daily-share-title = Défi { $game } · { $date }
daily-share-card = **{ $name }** — Défi { $game } { $date } ({ $options }) : **{ $total } points**
daily-share-invite = Joue le même défi avec `/{ slash-daily } { slash-daily-play }`.
daily-share-invite-game = Joue le même défi avec `/{ slash-daily } { slash-daily-play } { slash-daily-play.game }:{ $game }`.
daily-par-beaten = {" "}· par battu de { $by }
daily-par-on = {" "}· au par
daily-par-below = {" "}· par { $par }
daily-stats-title = **Bilan des défis de { $name }**
daily-stats-picture-title = Bilan des défis de { $name }
daily-stats-done-today = Le défi du jour est fait ; le prochain arrive à { $next }.
daily-stats-keep-streak = Joue le défi du jour avec `/{ slash-daily } { slash-daily-play }` pour garder ta série (jusqu'à { $next }).
daily-stats-start-streak = Commence une série avec `/{ slash-daily } { slash-daily-play }`.
daily-stats-played = { $n } joués
daily-stats-streak = série { $now } (record { $best })
daily-stats-best = record { $best }
daily-stats-average = moyenne { $average }
daily-board-this-server = ce serveur
daily-board-everyone = tout le monde
daily-board-par = {" "}· par { $par }
daily-board-title = **Classement du défi { $which }— { $date }** ({ $whose }, { $players } { $players ->
        [one] joueur
       *[other] joueurs
    }){ $par }
daily-board-par-line = ┄ par { $par } : le joueur ordinateur fort ┄
daily-board-empty = Personne n'a encore fini le défi de ce jour : sois le premier avec `{ $play }`.
daily-board-line = { $rank }. { $name } — { $total } points{ $bonus }{ $title }
daily-board-you = **{ $line }** ← toi
page-of = Page { $page } sur { $pages }

## Le message du salon d'attente d'une partie

lobby-waiting = En attente de joueurs : rejoignez, puis l'hôte lance la partie.
lobby-started = La partie a commencé.
lobby-over = La partie est terminée.
lobby-cancelled = La partie a été annulée.
lobby-message = **{ $name }** — partie `{ $game }`, organisée par <@{ $host }>
    { $options }
    Joueurs ({ $count }/{ $most }) : { $players }
    { $state }
lobby-join = Rejoindre
lobby-leave = Quitter
lobby-start = Lancer
lobby-add-bot = + Bot ({ $level })
lobby-remove-bot = − Bot

## Les messages des ligues

league-counted-left = {" "}· a quitté la partie
league-counted-line = { $rank }. { $name } — { $score } · **{ $points } { $points ->
        [one] point
       *[other] points
    } de ligue** · cote { $before } → { $after } ({ $change }){ $left }
league-counted = **{ $league }** — la partie `{ $game }` compte pour la saison { $season } :
    { $lines }
    Consulte le tableau avec `/{ slash-league } { slash-league-standings }`.
league-season-over-empty = **{ $league } — la saison { $season } est terminée.** Aucune partie de ligue n'a été finie.
league-season-over = **{ $league } — la saison { $season } est terminée !** { $count ->
        [one] Champion
       *[other] Champions
    } : { $winners }
league-season-next-ends = La saison { $next } a commencé ; elle se termine { $ends }.
league-season-next = La saison { $next } a commencé.
league-season-more = … et { $n } de plus : `/{ slash-league } { slash-league-standings } { slash-league-standings.league }:{ $league } { slash-league-standings.season }:{ $season }`
league-season-picture = { $league } — saison { $season }
league-final-table = tableau final · { $players } { $players ->
        [one] joueur
       *[other] joueurs
    }
league-season-afresh = { $next } Le classement repart de zéro ; les cotes sont conservées.

## Les réponses des commandes /league

league-created = La ligue **{ $league }** est ouverte. Les membres (toi aussi, pour jouer) la rejoignent avec `/{ slash-league } { slash-league-join }` ; lance une manche avec `/{ slash-league } { slash-league-round }`.
league-joined = Tu as rejoint **{ $league }** ({ $members } { $members ->
        [one] membre
       *[other] membres
    }). Tu seras placé aux tables de la prochaine manche.
league-left = Tu as quitté **{ $league }**. Tes parties en cours continuent.
league-organiser-added = <@{ $user }> organise maintenant **{ $league }**.
league-organiser-removed = <@{ $user }> n'organise plus **{ $league }**.
league-season-ended = La saison { $ended } de **{ $league }** est terminée ; son tableau final est en cours de publication. La saison { $next } a commencé.
round-table-title = { $league } – manche { $round }, table { $table }
round-table-post = **{ $title }** — partie de ligue `{ $game }`
    Joueurs : { $players }
    La partie a commencé. { $how }
round-table-line = Table { $table } : <#{ $thread }> — { $seated }
round-table-failed = La table { $table } ({ $players }) n'a pas pu être ouverte : { $why }
round-announcement = **{ $league } — manche { $round }** (saison { $season }, graine du tirage { $seed })
round-opened = Manche { $round } de **{ $league }** : { $tables } { $tables ->
        [one] table ouverte
       *[other] tables ouvertes
    }.
league-info-ends = se termine { $at }
league-info-ends-never = se termine quand un organisateur y met fin
league-info-nobody = personne pour l'instant
league-info-points-scaled = { $points } pour le 1er, 2e, ... à une table de { $size }, ajustés pour les autres tailles
league-info-points-flat = { $points } pour le 1er, 2e, ... à toute table
league-info = **{ $name }**
    Jeux : { $game }, tours de { $turns }, tables de { $size }
    Points de ligue : { $scheme }
    Saison { $season } commencée { $started }, { $season_end } ; { $counted } { $counted ->
        [one] partie comptée
       *[other] parties comptées
    } jusqu'ici, { $live } en cours
    Manches tirées : { $rounds }
    Organisateurs : { $organisers }
    Membres ({ $members }) : { $member_names }

## Le classement d'une ligue

standings-title = { $league } — saison { $season }
standings-current = saison en cours
standings-final = tableau final
standings-subtitle = { $state } · { $games } { $games ->
        [one] partie comptée
       *[other] parties comptées
    } · page { $page } sur { $pages }
standings-head = **{ $title }** ({ $state })
standings-elsewhere = Cette ligue n'est pas sur ce serveur.
standings-ratings = Cotes (niveau − 3 × incertitude) : { $ratings }

## Avis de tour par message privé, et ce qu'aucune commande ne montre

notice-your-turn = À toi : { $line }
notice-your-turns = À toi dans { $games } parties :
component-unknown = ce n'est pas un bouton de ce bot
drawing-failed = le dessin de l'image a échoué : { $why }

## Listes et titres des réponses

games-yours = Tes parties ({ $waiting } t’attendent) :
away-title = **Depuis ton dernier coup :**
away-more = …et { $more } de plus : `/{ slash-game } { slash-game-log }`
away-standings = Classement : { $totals }
opening-thread-title = { $game } – partie de { $host }
button-prev = Préc.
button-next = Suiv.

## Les noms des commandes slash

## Languages (issue 44): the language of a user's direct messages, each language
## named in its own words.
settings-language = Langue de tes messages privés : { $language }
language-de = Deutsch
language-es-ES = Español
language-fr = Français
language-it = Italiano
language-nl = Nederlands
language-pt-BR = Português (Brasil)
language-en = English
language-qps-ploc = Pseudo-langue (tests)

# The web pages (issue 45).
cmd-settings = Les réglages de ce serveur (Gérer le serveur) : ses pages web et ses heures calmes.
    .web = Les pages web de ses ligues, parties et défis du jour
    .web-on = oui
    .web-off = non
    .quiet = Heures calmes, chaque jour, ex. 23:00-07:00 : ni échéance ni rappel ; off pour les retirer
    .time_zone = Le fuseau horaire des heures calmes, ex. Europe/Paris (UTC par défaut)
settings-web-now = Pages web de ce serveur : { $state }
settings-web-link = Sa page : { $url }
settings-web-no-url = L'opérateur du bot n'a pas donné l'adresse des pages (WEB_URL), il n'y a donc pas de lien vers elles.
settings-profile-public-at = Ta page de joueur est publique : { $url }
settings-profile-public = Ta page de joueur est publique.
settings-profile-private = Ta page de joueur n'est pas publique (ton nom apparaît sur les pages, sans lien).
web-link-button = Voir sur le web

## /game games: your games at a glance
games-name = **{ $name }** `{ $game }`
games-your-turn = **à toi de jouer**
games-waiting-for = en attente de { $names }
games-due = échéance { $when }
# Before a game's choice in the `game` option's autocomplete, when it waits for you.
choice-your-turn = À toi de jouer
# Where a game stands when it is not in play or tells no round.
summary-status = { $status ->
    [lobby] dans le salon
    [finished] terminée
    [cancelled] annulée
   *[active] en cours
}

## /league substitute
cmd-league-substitute = Placer un remplaçant pour qui a quitté ou manqué deux échéances (organisateurs).
    .player = Le joueur à remplacer
    .substitute = Qui prend la place (un membre de la ligue)
    .game = La partie (par défaut : celle de ce fil)
league-substituted = <@{ $sub }> joue désormais la place de <@{ $out }> dans `{ $game }` : la place garde ses coups.
outbox-substituted = { $sub } reprend la place de { $out } : ses coups et son score restent, et son résultat sera celui du remplaçant.
## /game ratings and /game profile: ratings for every game (issue 46, point 7)

cmd-game-ratings = Le classement de ce serveur dans un jeu, les meilleurs d'abord.
    .game = Le jeu : choisis-en un dans la liste
    .page = La page du tableau, 20 joueurs par page (par défaut la première)
cmd-game-profile = Le bilan d'un joueur dans chaque jeu de ce serveur, avec l'évolution de son classement.
    .player = Un autre joueur (par défaut : toi)
ratings-none = Personne sur ce serveur n'a encore de classement à { $game } : chaque partie terminée entre personnes classe ses joueurs.
ratings-head = **Classement de { $game }** ({ $players } { $players ->
        [one] joueur classé
       *[other] joueurs classés
    } · page { $page } sur { $pages }) ; classement = niveau − 3 × incertitude
ratings-line = { $position }. { $name } — { $rating } ({ $games } { $games ->
        [one] partie
       *[other] parties
    }, { $wins } { $wins ->
        [one] victoire
       *[other] victoires
    })
profile-none = { $name } n'a encore aucune partie classée sur ce serveur : chaque partie terminée entre personnes classe ses joueurs.
profile-head = **Bilan de { $name } sur ce serveur** (classement = niveau − 3 × incertitude)
profile-line = **{ $game }** : { $games } { $games ->
        [one] partie
       *[other] parties
    }, { $wins } { $wins ->
        [one] victoire
       *[other] victoires
    }, score moyen { $mean }, meilleur { $best }, classement { $rating }
profile-picture-title = Classement de { $name }
profile-picture-subtitle = { $rated } { $rated ->
        [one] partie classée
       *[other] parties classées
    } sur ce serveur
profile-picture-series = { $game } : { $rating }
profile-picture-empty = Aucune partie classée pour l'instant
profile-picture-axis = parties classées, la plus ancienne d'abord
# Le texte sans divulgâcher de /daily share (issue 46, point 9).
daily-share-paste = Défi { $game } { $date } : { $total } points{ $par } · série { $streak }
## Invitations, kicks and rematches (issue 46)

cmd-game-kick = Retirer un joueur du salon d'attente (l'hôte seulement).
    .player = Le joueur à retirer
    .game = La partie (hors de son fil)
lobby-invited = Ouvert seulement à { $who }.
lobby-invite-help = **Salons et revanches :** `/{ slash-game } { slash-game-new } { slash-game-new.invite }:@…` ouvre un salon aux seules personnes mentionnées ; l'hôte retire un joueur avec `/{ slash-game } { slash-game-kick }` (invité, il peut revenir). Revanche, sous le message de fin, rejoue avec les mêmes joueurs : la partie commence quand tous ont appuyé.
invite-not-mentions = L'option d'invitation ne prend que des mentions : tape @ et choisis des utilisateurs ou des rôles dans la liste.
invite-not-in-leagues = Une partie de ligue est ouverte aux membres de la ligue : elle ne prend pas d'invitations.
kick-done = <@{ $player }> n'est plus dans le salon de la partie `{ $game }`.
kick-notice = <@{ $player }>, l'hôte t'a retiré du salon de la partie `{ $game }`.
rematch-button = Revanche
rematch-opened = Tu as ouvert la revanche `{ $game }` dans <#{ $thread }> : elle commence quand chaque joueur de cette partie a appuyé sur Revanche.
rematch-joined = Tu as rejoint la revanche `{ $game }` dans <#{ $thread }> : elle commence quand tout le monde est là.
rematch-started = La revanche `{ $game }` a commencé dans <#{ $thread }>.
# Réserves de temps et heures calmes (issue 46).
bank-options = réserve de temps { $duration }
bank-left = { $hours } h { $minutes } min
bank-seat = { $name } : { $left }
bank-seat-running = { $name } : { $left }, en cours, épuisée { $at }
bank-status = Réserves de temps restantes : { $banks }
settings-quiet-now = Heures calmes : { $window } ({ $zone }) : aucune échéance ne tombe et aucun rappel n’est envoyé pendant ces heures.
settings-quiet-off = Heures calmes : désactivées
# /settings time_zone: alone, on a server without quiet hours.
settings-quiet-needs-window = Il n’y a pas encore d’heures calmes à déplacer : donne aussi la plage, par ex. `{ slash-settings.quiet }:23:00-07:00`.
