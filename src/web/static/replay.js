// Steps a game's replay with the arrow keys: ← the previous step, → the next one,
// Home the first, End the last. The page works without it (the links do the same).
document.addEventListener("keydown", function (event) {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  var target = event.target;
  if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
  var ids = { ArrowLeft: "prev", ArrowRight: "next", Home: "first", End: "last" };
  var link = ids[event.key] && document.getElementById(ids[event.key]);
  if (link) {
    event.preventDefault();
    window.location.href = link.href;
  }
});
