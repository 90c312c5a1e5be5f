# French (fr) words of La Isla; translated from en.ftl.
# Terms of our own: explorateur (explorer), porte-cartes (cardholder), emplacement (slot), marqueur (marker), piste des animaux (animal track), réserve / réserve générale (supply), pioche, défausse, anneau (ring), PV (VP); the cards' function names (joker, réduction, mouvement de marqueur, échange, etc.).

la-isla-rules-in-short = À chaque manche, tu pioches trois cartes et en attribues secrètement une à chacune des actions A, B et D : A la pose dans ton porte-cartes, où sa fonction spéciale agit jusqu'à la fin de la partie ; B donne une ressource de sa couleur ; D fait monter le marqueur d'un animal. Entre les deux, chaque joueur pose ou déplace un explorateur en payant des ressources de la couleur de la case : entoure une région de tes explorateurs pour prendre son animal. Quand la somme des marqueurs atteint le seuil, la partie s'arrête : les séries des cinq animaux, chaque animal multiplié par son marqueur et les ressources restantes marquent des points.
la-isla-how-to-move = À chaque manche, attribue secrètement trois de tes cartes aux actions A, B et D avec `/{ slash-move } assign 1 2 3` ; puis, à ton tour, `/{ slash-move } place O9`, `/{ slash-move } move I3 O1` ou `/{ slash-move } pass yellow`.
la-isla-timed-out = (pas de coup à temps, le jeu a donc joué : cartes 1, 2, 3 de la main pour A, B, D, ou une passe qui prend la ressource la moins détenue)

la-isla-map-own = Ton île et tes cartes.
la-isla-map-of = L'île, telle que { $player } la voit.

## Les noms des cartes

la-isla-card-wild = joker { $colour }
la-isla-card-cheap = { $symbol } réduit
la-isla-card-sym-mark = marqueur { $symbol }
la-isla-card-sym-res = ressource { $symbol }
la-isla-card-sym-vp = points { $symbol }
la-isla-card-b-extra = { $colour } en plus
la-isla-card-b-mark = marqueur B { $colour }
la-isla-card-b-vp = points B { $colour }
la-isla-card-d-vp = points D { $animal }
la-isla-card-d-res = ressource D { $animal }
la-isla-card-land-res = ressource terrain { $colour }
la-isla-card-land-vp = points terrain { $colour }
la-isla-card-land-mark = marqueur terrain { $colour }
la-isla-card-d-any = changement D { $animal }
la-isla-card-tile-res = ressource tuile { $animal }
la-isla-card-tile-vp = points tuile { $animal }
la-isla-card-tile-mark = marqueur tuile { $animal }
la-isla-card-ring-vp = points anneau { $ring }
la-isla-card-explorer = explorateur
la-isla-card-extra-slot = emplacement en plus
la-isla-card-draw4 = pioche quatre
la-isla-card-occ-swap = échange occupé
la-isla-card-occ-vp = points occupé
la-isla-card-occ-cheap = occupé réduit

## Le plateau d'un joueur

la-isla-b-moves-marker = B fait avancer le marqueur { $animal }

## Refus d'un coup tapé

la-isla-usage = un coup s'écrit `assign A B D`, `place <space>`, `move <from> <to>` ou `pass <colour>` (voir /help)
la-isla-say-where = dis où : `place O9` (une case de I1 à O20)
la-isla-say-which-explorer = dis quel explorateur et où : `move I3 O1`
la-isla-say-which-resource = dis quelle ressource tu prends : `pass yellow`
la-isla-not-a-space = { $typed } n'est pas une case : I1–I10, M1–M10, O1–O20
la-isla-not-a-colour = { $typed } n'est pas une couleur : yellow, green, gray, beige, brown (ou ye gn gy be br)
la-isla-not-an-animal = { $typed } n'est pas un animal : dodo, fossa, toad, pika, moth
la-isla-not-a-card = { $typed } n'est pas une carte : une position dans la main de 1 à 4 ou un numéro comme #17
la-isla-not-a-slot = { $typed } n'est pas un emplacement : 1, 2, 3 …
la-isla-name-three-cards = indique trois cartes, pour A, B et D : `assign 1 2 3`
la-isla-a-fourth-card = indique trois cartes, pour A, B et D : une quatrième carte en main est défaussée d'elle-même
la-isla-needs-a-value = `{ $option }` demande une valeur
la-isla-takes-one-value = `{ $option }` prend une seule valeur
la-isla-given-twice = `{ $option }` est donné deux fois
la-isla-not-an-assignment-option = une attribution accepte `cover` et `mark`, pas `{ $typed }`
la-isla-not-an-option-here = `{ $option }` n'est pas une option ici (options : { $options })
la-isla-swap-form = un échange s'écrit `swap give:take`, par ex. `swap br:gn`
la-isla-not-a-move = pas un coup de La Isla : { $logged }

## Refus des règles

la-isla-no-seat = il n'y a pas de { $seat } dans cette partie
la-isla-game-over = la partie est terminée
la-isla-you-left = tu as quitté cette partie
la-isla-cards-revealed = les cartes de cette manche sont déjà révélées
la-isla-c-after-everyone = l'action C commence quand tout le monde a attribué ses cartes ; d'ici là, tu peux changer les tiennes avec un autre `assign`
la-isla-assign-first = attribue d'abord tes cartes : `assign A B D`
la-isla-not-your-turn = ce n'est pas ton tour : l'action C se joue un joueur à la fois, dans l'ordre du tour à partir du premier joueur
la-isla-no-hand-card = ta main a { $cards } { $cards ->
        [one] carte
       *[other] cartes
    }, il n'y a donc pas de carte { $card }
la-isla-not-in-hand = #{ $card } n'est pas dans ta main
la-isla-three-different = A, B et D demandent trois cartes différentes
la-isla-say-cover = tes { $slots } emplacements sont pleins : dis lequel A recouvre, par ex. `cover { $slot }`
la-isla-no-slot = tu as les emplacements 1–{ $slots }, il n'y a donc pas d'emplacement { $slot }
la-isla-no-b-marker-move = `mark { $typed }` : tu n'auras pas de carte { $card } visible pour ta carte B de couleur { $colour }, l'action B ne fait donc avancer aucun marqueur
la-isla-pay-how-many = { $space } coûte { $cost } ici, paie donc { $cost } { $cost ->
        [one] ressource
       *[other] ressources
    }
la-isla-you-have = tu as { $count } { $colour }
la-isla-pay-the-colour = { $space } est de couleur { $colour } : paie en { $colour }, ou au plus un { $other } avec une carte { $card } visible
la-isla-supply-empty = ta réserve est vide : déplace plutôt un explorateur (`move <from> <to>`)
la-isla-place-first = il te reste { $explorers } { $explorers ->
        [one] explorateur
       *[other] explorateurs
    } en réserve : pose-en un avec `place`
la-isla-no-explorer-on = tu n'as pas d'explorateur sur { $space }
la-isla-explorer-on-already = tu as déjà un explorateur sur { $space }
la-isla-cannot-pay = { $space } coûte { $cost } { $colour }, et tu ne peux pas payer
la-isla-dmove-needs = `dmove` demande une carte { $card } visible : ta carte D est { $animal }
la-isla-dget-needs = `dget` demande une carte { $card } visible (l'action D fait avancer { $animal })
la-isla-gets-granted = cette pose donne { $gains } { $gains ->
        [one] ressource
       *[other] ressources
    } au choix, pas { $given }
la-isla-marks-granted = cette pose donne { $marks } { $marks ->
        [one] mouvement
       *[other] mouvements
    } de marqueur
la-isla-swap-needs = `swap` demande une carte { $card } visible et l'explorateur d'un autre joueur sur la case visée
la-isla-nothing-to-swap = `swap { $give }:{ $take }` : il ne te restera pas de { $colour } à donner
la-isla-reshuffle-missing = la pioche s'épuise à la manche { $round } : le script doit donner reshuffle { $reshuffle }
la-isla-reshuffle-wrong = reshuffle { $reshuffle } doit contenir exactement les { $cards } cartes de la défausse

## Ce que le jeu dit à la table
la-isla-nothing = {""}
la-isla-dotted = { $a } · { $b }
la-isla-plus-one = +1 { $colour }
la-isla-gains = {" "}— { $parts }
la-isla-played = : M{ $round } { $typed }{ $gains }
la-isla-left = a quitté la partie : le jeu joue désormais ses choix par défaut.
la-isla-region-taken = { $region } { $animal } +{ $value }
la-isla-cards-points = cartes +{ $effects }
la-isla-swaps = échange { $give } contre { $take }
la-isla-left-passes = (a quitté la partie) passe et prend un { $colour }.
la-isla-two-points = +2 PV ({ $card })
la-isla-declines = renonce à { $card }
la-isla-gain-by = +1 { $colour } ({ $card })
la-isla-d-switched = {" "}(avec { $card }, au lieu de { $shown })
la-isla-action-d = : D{ $via } { $parts }.
la-isla-markers-end = Les marqueurs totalisent { $sum }, au moins { $threshold } : la partie se termine.
la-isla-markers = Marqueurs { $sum } sur { $threshold }.
la-isla-markers-next-round = Marqueurs { $sum } sur { $threshold }. La **manche { $round }** commence : de nouvelles cartes sont distribuées.
la-isla-final = : { $play } + séries { $sets } + animaux { $animals } + ressources { $resources } = **{ $total }**
la-isla-deal-incomplete = La pioche et la défausse réunies ne suffisent pas à distribuer : la partie se termine maintenant.
la-isla-reshuffled = La pioche est vide : les { $n } cartes de la défausse sont mélangées pour en faire une nouvelle.
la-isla-revealed = **Manche { $round } : les cartes sont révélées.**
la-isla-discards = défausse #{ $card }
la-isla-action-a = A #{ $card } { $function } sur l'emplacement { $slot }{ $explorer ->
        [took] , +1 explorateur de la réserve générale
        [none-left] {" "}(plus aucun de ses explorateurs dans la réserve générale)
       *[no] {""}
    }
la-isla-action-b = B #{ $card } +1 { $colour }
la-isla-parts = { $parts }
la-isla-action-d-card = D #{ $card } { $animal }
la-isla-reveal-line = : { $words }.
la-isla-marker-at-top = { $animal } reste en haut, +{ $count } PV
la-isla-marker-up = { $animal } { $from } → { $to }, +{ $count } PV

## Ce que lit le joueur d'un coup
la-isla-signed = { $sign ->
        [minus] −{ $n }
       *[plus] +{ $n }
    }
la-isla-card-text = #{ $number } { $function } | { $resource } | { $animal }
la-isla-card-number = #{ $number }
la-isla-assigned = A { $a } · B { $b } · D { $d }. { $revealed ->
        [yes] Tout le monde a attribué : les cartes sont révélées.
       *[no] Personne ne voit tes cartes avant que tout le monde ait attribué ; d'ici là, tu peux les changer avec un autre `assign`.
    }
la-isla-done-game-over = C'est fait. La partie est terminée : { $after } PV au total, décompte final compris.
la-isla-done-round-over = C'est fait : { $after } PV maintenant ({ $gained }, avec l'action D : la manche { $round } est finie).
la-isla-done = C'est fait : { $after } PV maintenant ({ $gained }).
la-isla-breakdown-final = { $play } en jeu + séries { $sets } + animaux { $animals } + ressources { $resources }
la-isla-animal-count = { $animal } { $count }
la-isla-no-animals = aucun
la-isla-breakdown = { $resources } ressources · animaux { $animals } · { $now } si la partie finissait maintenant
## Options, statut, titre, notes des coups possibles et conseils

la-isla-menu-deck = Les cartes
la-isla-deck-basic = paquet de base (120 cartes)
la-isla-deck-full = paquet complet (180 cartes)
la-isla-option-deck = deck vaut basic ou full, pas { $value }
la-isla-option-unknown = La Isla n'a pas d'option { $key } (deck)
la-isla-set-up-players = La Isla se joue de 2 à 4 joueurs, pas { $players }
la-isla-set-up-refused = { $why }
la-isla-status-none = {""}
la-isla-status-left = a quitté la partie
la-isla-status-assigned = a attribué (peut encore changer)
la-isla-status-to-assign = doit attribuer ses cartes
la-isla-status-action-c = doit jouer l'action C
la-isla-status-vp = { $vp } PV
la-isla-headline-assign = chacun attribue secrètement trois cartes à A, B et D (`/{ slash-move } assign 1 2 3`) · marqueurs { $sum } sur { $threshold }
la-isla-headline-turns = action C : pose ou déplace un explorateur, ou passe · marqueurs { $sum } sur { $threshold }
la-isla-note-assign = A { $function } · B { $resource } · D { $animal }
la-isla-note-place = +{ $vp } PV · { $colour } { $symbol } · paie { $pay }
la-isla-note-place-takes = { $note } · prend { $claims }
la-isla-claim = { $label } { $animal }
la-isla-note-pass = prends plutôt une ressource de couleur { $colour }
la-isla-gains-assign = A { $function } · B +1 { $resource } · D { $animal }
la-isla-gains-nothing = {""}
la-isla-gains-vp = +{ $vp } PV
la-isla-gains-takes = { $gains } · prend { $takes }
la-isla-gains-marks = { $gains } · { $n } { $n ->
        [one] mouvement
       *[other] mouvements
    } de marqueur
la-isla-gains-pass = +1 { $colour }
## Les images

la-isla-pic-step-assign = Manche { $round } · attribution des cartes
la-isla-pic-step-turns = Manche { $round } · action C
la-isla-pic-step-over = Partie finie après la manche { $round }
la-isla-pic-to-act-c = À { $player } de jouer : action C
la-isla-pic-assigning-ready = Attribution des cartes : { $ready } sur { $players } prêts
la-isla-pic-over = La partie est terminée
la-isla-pic-start-player-is = premier joueur : { $player }
la-isla-pic-piles = pioche { $draw } · défausse { $discard }
la-isla-pic-players = Joueurs
la-isla-pic-explorers-head = explorateurs
la-isla-pic-left = a quitté la partie
la-isla-pic-choosing-cards = choisit ses cartes
la-isla-pic-cards-assigned = cartes attribuées
la-isla-pic-to-act = doit jouer
la-isla-pic-in-supply = { $n } en réserve
la-isla-pic-on-island = { $on } sur l'île, { $general } générale
la-isla-pic-animal-tracks = Pistes des animaux
la-isla-pic-area-value = valeur
la-isla-pic-marker-sum = valeur des marqueurs { $sum } sur { $limit } : fin de partie à { $limit }
la-isla-pic-empty = vide
la-isla-pic-final-standings = Classement final
la-isla-pic-standings = Classement
la-isla-pic-standings-sub = La Isla · { $players } joueurs · { $step }
la-isla-pic-scoring-to-come = décompte final à venir
la-isla-pic-player = Joueur
la-isla-pic-scored-in-play = marqué en jeu
la-isla-pic-final-scoring = décompte final
la-isla-pic-animal-counts = animaux (nombre)
la-isla-pic-resources-left = ressources
la-isla-pic-col = { $k ->
        [regions] régions
        [cards] cartes
        [markers] marqueurs
        [sets] séries
        [animals] animaux
       *[resources] res./2
    }
la-isla-pic-large = grande
la-isla-pic-markers-foot = Marqueurs : chaque animal vaut sa valeur par animal détenu à la fin · somme { $sum } sur { $limit }
la-isla-pic-position = position { $pos }, valeur { $value }
la-isla-pic-board-sub = { $colour } · place { $seat } · { $step }
la-isla-pic-start-player = premier joueur
la-isla-pic-assigned-own = Cartes attribuées : montrées ci-dessous, cachées aux autres jusqu'à la révélation
la-isla-pic-assigned = Cartes attribuées (cachées jusqu'à ce que tout le monde ait attribué)
la-isla-pic-assign-own = Attribue trois de tes { $cards } cartes à A, B et D : /{ slash-move } assign 1 2 3
la-isla-pic-choosing = Choisit les cartes à attribuer
la-isla-pic-your-action-c = À toi pour l'action C : pose ou déplace un explorateur, ou passe
la-isla-pic-action-c-seat = Action C : à la place { $seat } de jouer
la-isla-pic-action-c = Action C
la-isla-pic-resources = Ressources
la-isla-pic-in-all = { $n } au total
la-isla-pic-explorers = Explorateurs
la-isla-pic-none = aucun
la-isla-pic-explorers-line = { $supply } dans ta réserve · { $general } restants dans la réserve générale · sur l'île : { $on }
la-isla-pic-tiles = Tuiles animaux : petites tuiles prises, la grande tuile (compte 2)
la-isla-pic-counts = compte { $n }
la-isla-pic-large-tile = grand { $animal }
la-isla-pic-cardholder = Porte-cartes : la carte visible de chaque emplacement
la-isla-pic-slot = empl. { $slot }
la-isla-pic-covered = { $covered } recouverte(s)
la-isla-pic-hand = Ta main (toi seul vois cette image)
la-isla-pic-no-hand = aucune carte en main jusqu'à la prochaine distribution
la-isla-pic-this-round = Les cartes de cette manche pour A, B et D
la-isla-pic-round-over = la partie est terminée
la-isla-pic-round-assigned = attribuées, cachées jusqu'à ce que tout le monde ait attribué
la-isla-pic-round-not-assigned = pas encore attribuées
la-isla-pic-round-none-yet = aucune pour l'instant : /{ slash-move } assign A B D, avec les positions 1–4 de ta main
la-isla-pic-covers-slot = A recouvre l'empl. { $slot }
la-isla-pic-seat-colour = { $seat ->
        [0] rouge
        [1] bleu
        [2] blanc
       *[3] noir
    }

## Ce que fait la fonction spéciale de chaque carte

la-isla-effect-wild = une ressource de couleur { $colour } peut remplacer une autre pour payer
la-isla-effect-cheap = poser sur un { $symbol } coûte 1
la-isla-effect-sym-mark = un mouvement de marqueur après une pose sur un { $symbol }
la-isla-effect-sym-res = +1 ressource au choix après une pose sur un { $symbol }
la-isla-effect-sym-vp = +3 PV après une pose sur un { $symbol }
la-isla-effect-b-extra = +1 ressource de couleur { $colour } de plus quand la carte B est de couleur { $colour }
la-isla-effect-b-mark = un mouvement de marqueur quand la carte B est de couleur { $colour }
la-isla-effect-b-vp = +2 PV quand la carte B est de couleur { $colour }
la-isla-effect-d-vp = +2 PV quand l'action D fait avancer le marqueur { $animal }
la-isla-effect-d-res = +1 ressource au choix quand l'action D fait avancer le marqueur { $animal }
la-isla-effect-land-res = +1 ressource au choix après une pose sur une case de couleur { $colour }
la-isla-effect-land-vp = +3 PV après une pose sur une case de couleur { $colour }
la-isla-effect-land-mark = un mouvement de marqueur après une pose sur une case de couleur { $colour }
la-isla-effect-d-any = une carte D montrant { $animal } peut faire avancer n'importe quel marqueur
la-isla-effect-tile-res = +1 ressource au choix par tuile { $animal } prise
la-isla-effect-tile-vp = +3 PV par tuile { $animal } prise
la-isla-effect-tile-mark = un mouvement de marqueur par tuile { $animal } prise
la-isla-effect-ring-vp = +2 PV après une pose sur l'anneau { $ring }
la-isla-effect-explorer = prends 1 explorateur de ta couleur dans la réserve générale
la-isla-effect-extra-slot = un nouvel emplacement de porte-cartes
la-isla-effect-draw4 = pioche 4 cartes au lieu de 3
la-isla-effect-occ-swap = échange 1 ressource après une pose sur une case occupée
la-isla-effect-occ-vp = +2 PV après une pose sur une case occupée
la-isla-effect-occ-cheap = une case occupée coûte 1

## Les outils hors ligne (`tucana sim`, `tucana ai`)

la-isla-takes-players = La Isla se joue de 2 à 4 joueurs, pas { $players }

## Moves typed in the reader's words
la-isla-typed-assign = attribuer, attribue
la-isla-typed-place = placer, place
la-isla-typed-move = déplacer, déplace
la-isla-typed-pass = passer, passe
la-isla-typed-resign = abandonner, abandonne
la-isla-typed-cover = couvrir, couvre
la-isla-typed-mark = marquer, marque
la-isla-typed-none = aucun, rien
la-isla-typed-pay = payer, paie
la-isla-typed-get = prendre, prends
la-isla-typed-swap = échanger, échange
la-isla-typed-yellow = jaune
la-isla-typed-green = vert
la-isla-typed-gray = gris
la-isla-typed-beige = beige
la-isla-typed-brown = marron
la-isla-typed-dodo = dodo
la-isla-typed-fossa = fossa
la-isla-typed-toad = crapaud
la-isla-typed-pika = pika
la-isla-typed-moth = phalène, papillon

## The components' names
la-isla-colour-yellow = jaune
la-isla-colour-green = vert
la-isla-colour-gray = gris
la-isla-colour-beige = beige
la-isla-colour-brown = marron
la-isla-landscape-desert = désert
la-isla-landscape-grassland = prairie
la-isla-landscape-mountain = montagne
la-isla-landscape-steppe = steppe
la-isla-landscape-swamp = marais
la-isla-animal-dodo = dodo
la-isla-animal-fossa = fossa
la-isla-animal-toad = crapaud
la-isla-animal-pika = pika
la-isla-animal-moth = phalène
la-isla-symbol-tent = tente
la-isla-symbol-hat = chapeau
la-isla-symbol-rope = corde
la-isla-symbol-bottle = bouteille
la-isla-symbol-backpack = sac à dos
la-isla-ring-inner = intérieur
la-isla-ring-middle = milieu
la-isla-ring-outer = extérieur

## Takebacks (issue 46): what /undo takes back, and what it says.
la-isla-undone = Repris : ton coup est annulé ; rejoue.
la-isla-undo-told = a repris son coup
la-isla-undo-refused = Il n'y a rien à reprendre : une attribution se reprend tant que les cartes ne sont pas révélées, une action C seulement avant que le joueur suivant agisse et si elle n'a pas fini la manche.
la-isla-undo-rule = **Reprendre** (`/{ slash-undo }`) : ton attribution secrète, tant que les cartes ne sont pas révélées (attribue alors à nouveau) ; ton action C, avant que le joueur suivant agisse, sauf si elle a fini la manche (de nouvelles cartes sont distribuées) ou la partie.
la-isla-typed-undo = annuler, annule
## The turn card (the turn post's picture)
la-isla-card-player = { $player } · { $vp } PV · { $supply } en réserve
la-isla-card-markers = Marqueurs d'animaux : la valeur de chaque animal
