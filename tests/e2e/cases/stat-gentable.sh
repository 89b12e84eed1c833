# examples/generator-table.sh, which makes doc/guide.md's table, runs (on
# small mazes here): a row for every generator, figures near the published.
sh "$TOP"/examples/generator-table.sh 2 60 >table
[ $(($(mazegen -a list | wc -l) + 1)) -eq $(wc -l <table) ] && echo "a row per generator"
sed -n '1p; /^backtracker /p; /^kruskal /p' table
