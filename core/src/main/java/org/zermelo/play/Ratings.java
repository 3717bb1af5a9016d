package org.zermelo.play;

/**
 * Elo ratings fitted over every game of a tournament at once (the Bradley-Terry model on Elo's
 * scale): the probability that player i scores against player j is
 * {@code 1 / (1 + 10^((r_j - r_i) / 400))}, a draw counting half, and the ratings are those that
 * make the games played most likely, with mean 0. Pairwise differences would each see only
 * their own games; this fit uses all of them, so that a player's results against the others
 * place it even against opponents it met little.
 *
 * <p>So that a player who won or lost all its games still has a finite rating, each pair that
 * met gets one virtual draw more (a prior, as BayesElo's): it pulls the ratings a little towards
 * each other, less the more games there are. The 95% intervals come from the curvature of the
 * likelihood at its maximum (the inverse of the Fisher information, constrained to mean 0).
 */
public final class Ratings {

    /** The virtual draws added to each pair that met. */
    public static final double PRIOR_DRAWS = 1;
    private static final double K = Math.log(10) / 400;

    private final double[] elo;
    private final double[] error;

    private Ratings(double[] elo, double[] error) {
        this.elo = elo;
        this.error = error;
    }

    /**
     * Fits the ratings of {@code points[i][j]} (what i scored against j, a draw counting half) over
     * {@code games[i][j]} games (symmetric: {@code games[i][j] == games[j][i]} and
     * {@code points[i][j] + points[j][i] == games[i][j]}).
     *
     * @throws IllegalArgumentException for tables that are not square or do not add up
     */
    public static Ratings fit(double[][] points, int[][] games) {
        int n = points.length;
        double[][] w = new double[n][n];
        double[][] g = new double[n][n];
        for (int i = 0; i < n; i++) {
            if (points[i].length != n || games[i].length != n) {
                throw new IllegalArgumentException("the tables of points and games must be square, " + n + " by " + n);
            }
            for (int j = 0; j < n; j++) {
                if (i != j && games[i][j] > 0) {
                    if (games[i][j] != games[j][i] || Math.abs(points[i][j] + points[j][i] - games[i][j]) > 1e-9) {
                        throw new IllegalArgumentException("players " + i + " and " + j + ": the points do not add up to the games");
                    }
                    g[i][j] = games[i][j] + PRIOR_DRAWS;
                    w[i][j] = points[i][j] + PRIOR_DRAWS / 2;
                }
            }
        }
        double[] r = new double[n];
        for (int iteration = 0; iteration < 10_000; iteration++) {
            double largest = 0;
            for (int i = 0; i < n; i++) {
                double gradient = 0;
                double curvature = 0;
                for (int j = 0; j < n; j++) {
                    if (g[i][j] > 0) {
                        double p = expected(r[i], r[j]);
                        gradient += w[i][j] - g[i][j] * p;
                        curvature += g[i][j] * p * (1 - p);
                    }
                }
                if (curvature > 0) {
                    double step = gradient / (K * curvature);
                    r[i] += step;
                    largest = Math.max(largest, Math.abs(step));
                }
            }
            center(r);
            if (largest < 1e-9) {
                break;
            }
        }
        return new Ratings(r, errors(r, g));
    }

    /** The expected score of a player rated {@code a} against one rated {@code b}. */
    public static double expected(double a, double b) {
        return 1 / (1 + Math.pow(10, (b - a) / 400));
    }

    private static void center(double[] r) {
        double mean = 0;
        for (double x : r) {
            mean += x / r.length;
        }
        for (int i = 0; i < r.length; i++) {
            r[i] -= mean;
        }
    }

    /**
     * The half-widths of the 95% intervals: 1.96 standard errors from the diagonal of the
     * covariance, the pseudo-inverse of the Fisher information {@code F} (a Laplacian, whose
     * rows sum to 0), computed as {@code (F + J/n)^-1 - J/n}.
     */
    private static double[] errors(double[] r, double[][] g) {
        int n = r.length;
        double[][] m = new double[n][2 * n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                if (i != j && g[i][j] > 0) {
                    double p = expected(r[i], r[j]);
                    double f = K * K * g[i][j] * p * (1 - p);
                    m[i][i] += f;
                    m[i][j] -= f;
                }
                m[i][j] += 1.0 / n;
            }
            m[i][n + i] = 1;
        }
        // Gauss-Jordan elimination with partial pivoting
        for (int c = 0; c < n; c++) {
            int pivot = c;
            for (int i = c + 1; i < n; i++) {
                if (Math.abs(m[i][c]) > Math.abs(m[pivot][c])) {
                    pivot = i;
                }
            }
            double[] t = m[c];
            m[c] = m[pivot];
            m[pivot] = t;
            double d = m[c][c];
            if (Math.abs(d) < 1e-300) {
                double[] unbounded = new double[n];
                java.util.Arrays.fill(unbounded, Double.POSITIVE_INFINITY);
                return unbounded;
            }
            for (int j = 0; j < 2 * n; j++) {
                m[c][j] /= d;
            }
            for (int i = 0; i < n; i++) {
                if (i != c && m[i][c] != 0) {
                    double f = m[i][c];
                    for (int j = 0; j < 2 * n; j++) {
                        m[i][j] -= f * m[c][j];
                    }
                }
            }
        }
        double[] e = new double[n];
        for (int i = 0; i < n; i++) {
            double variance = m[i][n + i] - 1.0 / n;
            e[i] = 1.96 * Math.sqrt(Math.max(0, variance));
        }
        return e;
    }

    /** The rating of player {@code i}, the mean of all being 0. */
    public double elo(int i) {
        return elo[i];
    }

    /** The half-width of the 95% interval of player {@code i}'s rating (relative to the mean). */
    public double error(int i) {
        return error[i];
    }
}
