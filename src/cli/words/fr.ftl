# French (fr) words of the command line; translated from en.ftl.
# Terms of our own: joueur ordinateur (computer player), graine (seed), coup possible (legal move).

## tucana play : une partie de n'importe quel jeu au terminal

cli-play-start = { $game }, { $players ->
    [one] une partie solo
   *[other] { $players } joueurs : toi, puis { $bots }
  } (graine { $seed }).
cli-play-help = Tape ton coup comme le jeu le lit (les mots de `/{ slash-move }`). `legal` liste tes coups possibles, les meilleurs d'abord, comme l'autocomplétion (`legal TEXT` : ceux qui contiennent TEXT) ; `help` réaffiche ce texte ; `quit` arrête (la partie n'est pas sauvegardée).
cli-play-you = Toi
cli-play-bot = Bot { $seat } ({ $level })
cli-play-status = Ton statut : { $status }
cli-play-legal = { $count ->
    [one] { $count } coup possible :
   *[other] { $count } coups possibles :
  }
cli-play-legal-more = …et { $count } de plus : `legal TEXT` affine la liste.
cli-play-no-legal = Aucun de tes coups possibles ne correspond pour l'instant.
cli-play-done = C'est fait.
cli-play-left = Tu as quitté la partie ; elle s'arrête ici.
cli-play-stopped = Arrêté avant la fin ; la partie n'est pas sauvegardée.
cli-play-picture = Ta vue est dessinée dans { $path } après chaque coup.
cli-play-over = Partie terminée. Le classement :
cli-play-standing = { $rank }. { $name } : { $total } points
cli-play-standing-how = { $rank }. { $name } : { $total } points ({ $breakdown })
cli-play-title = Titre : { $title }.
cli-play-stuck = La partie ne peut pas continuer : personne n'a de coup à jouer, et pourtant elle n'est pas finie.

## tucana play : ce qui ne va pas dans la ligne de commande

cli-play-no-bots = --seats : { $game } n'a pas de joueurs ordinateur.
cli-play-no-level = --seats : il n'y a pas de niveau « { $level } » ; les niveaux de { $game } sont { $levels }.
cli-play-seats = --seats : { $game } se joue de { $min } à { $max } joueurs ; toi et { $bots ->
    [one] 1 joueur ordinateur
   *[other] { $bots } joueurs ordinateur
  }, cela fait { $players }.
cli-play-no-daily = --daily : { $game } n'a pas de défi du jour au terminal.

## tucana replay --log

cli-replay-empty = Il ne s'est rien passé dans cette partie que tout le monde puisse lire.
cli-replay-no-script = Cette partie ne peut pas être écrite en script de replay.

## --lang

cli-no-language = La langue « { $tag } » n’existe pas ; les langues sont { $languages }.

## tucana web

cli-web-playing = Les parties de la démo se jouent…
cli-web-played = Parties jouées : { $games } · en cours : { $in_play } · ligues : { $leagues } · jours de défi du jour : { $days }
cli-web-serving = Les pages sont servies à { $url } (Ctrl-C arrête).
