# route.awk: the moves along the route ('+') of a solved maze from S to E,
# as keys of mazerender's page, one a line: a move in a level by
# ArrowUp, ArrowRight, ArrowDown or ArrowLeft, or the letters of the
# other key sets in turn (k l j h, then w d s a), so that every set is
# played; a move up or down by < or >, which in a cell maze of levels
# crosses the floor (two levels of blocks) as one move.
BEGIN { z = 0 }
/^; level / { z = $3; y = 0; next }
/^;/ || length($0) == 0 { next }
{
	for (x = 1; x <= length($0); x++) {
		c = substr($0, x, 1)
		b[x, y, z] = c
		if (c == "S") { sx = x; sy = y; sz = z }
	}
	y++
}
END {
	split("0 1 0 -1 0 0", dx, " ")
	split("-1 0 1 0 0 0", dy, " ")
	split("0 0 0 0 -1 1", dz, " ")
	split("ArrowUp ArrowRight ArrowDown ArrowLeft < >", k0, " ")
	split("k l j h < >", k1, " ")
	split("w d s a < >", k2, " ")
	x = sx; y = sy; z = sz
	for (n = 0; b[x, y, z] != "E"; n++) {
		seen[x, y, z] = 1
		for (d = 1; d <= 6; d++) {
			nx = x + dx[d]; ny = y + dy[d]; nz = z + dz[d]
			c = b[nx, ny, nz]
			if ((c == "+" || c == "E") && !((nx, ny, nz) in seen))
				break
		}
		if (d > 6) {
			print "route.awk: no way on from " x "," y "," z \
			    >"/dev/stderr"
			exit 1
		}
		# A floor between two levels of cells: on to the level past.
		if (d > 4 && c == "+" && b[nx, ny, nz + dz[d]] != "") {
			seen[nx, ny, nz] = 1
			nz += dz[d]
		}
		print (n % 3 == 0 ? k0[d] : n % 3 == 1 ? k1[d] : k2[d])
		x = nx; y = ny; z = nz
	}
}
