# A page made from hostile text runs no script of it and loads nothing:
# markup in a maze's comments, in the name of its file and so in its
# title, shows in the page as the text it is.  The page's two scripts
# are its own (its data and its player); no element the text names is
# made; nothing is fetched; no dialog opens (browse would say so, and
# exit 1).
. "$E2E"/lib.sh
browser_case
# A file's name holds no '/': this one's closing tags have none.
name='<title><script>alert(1)<script>"><img src=x onerror=alert(2)>&amp;'
{
	echo '; </script><script>window.pwned = 1; alert(3)</script>'
	echo '; "><img src=x onerror="window.pwned = 2; alert(4)"><!--'
	echo "; ' onmouseover=alert(5) <style>body{display:none}</style>"
	mazegen -s 1 6 4 | mazepost --end farthest
} >hostile.maze
mazerender -o "$name.html" hostile.maze
"$TOOLS"/browse "$name.html" <<'END'
wait document.body.dataset.ready
eval "pwned: " + typeof window.pwned
eval "scripts: " + document.scripts.length + ", images: " + document.images.length + ", styles: " + document.querySelectorAll("style").length + ", iframes: " + document.querySelectorAll("iframe").length
eval "title: " + document.title
eval "heading: " + document.querySelector("h1").textContent
eval "caption:\n" + document.querySelector("pre.caption").textContent
eval "shown: " + getComputedStyle(document.body).display
requests
END
echo "[exit $?]"
