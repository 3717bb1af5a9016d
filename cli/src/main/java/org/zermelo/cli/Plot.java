package org.zermelo.cli;

import java.awt.BasicStroke;
import java.awt.Color;
import java.nio.file.Path;
import java.util.Locale;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.lines.SeriesLines;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * A line chart written to a PNG file, for the commands' {@code --plot}: a few series of points
 * against x, either axis logarithmic. Drawn without a display (headless), so that it works on
 * a server or in CI.
 */
final class Plot {

    /** The image's size in pixels. */
    static final int WIDTH = 800;
    static final int HEIGHT = 600;

    static {
        // Before any AWT class loads: no display is needed to draw into an image.
        System.setProperty("java.awt.headless", "true");
    }

    private final XYChart chart;

    Plot(String title, String xTitle, String yTitle, boolean logX, boolean logY) {
        chart = new XYChartBuilder().width(WIDTH).height(HEIGHT).title(title).xAxisTitle(xTitle).yAxisTitle(yTitle).build();
        chart.getStyler().setXAxisLogarithmic(logX).setYAxisLogarithmic(logY).setChartBackgroundColor(Color.WHITE)
                .setLocale(Locale.ROOT);
        // Whole numbers on a log axis (playouts, nodes): 10,000 rather than 1E4.
        if (logX) {
            chart.getStyler().setXAxisDecimalPattern("#,##0");
        }
        if (logY) {
            chart.getStyler().setYAxisDecimalPattern("#,##0");
        }
    }

    /** The legend in the top left corner, inside the axes: for charts whose curves leave that corner empty, to give them the width. */
    Plot legendTopLeft() {
        chart.getStyler().setLegendPosition(Styler.LegendPosition.InsideNW);
        return this;
    }

    /** A series drawn as a line through its points, which are marked. */
    Plot line(String name, double[] x, double[] y) {
        chart.addSeries(name, x, y);
        return this;
    }

    /** A series drawn as a solid line without markers, in {@code colour}: a formula computed at many points. */
    Plot curve(String name, double[] x, double[] y, Color colour) {
        chart.addSeries(name, x, y).setMarker(SeriesMarkers.NONE).setLineColor(colour);
        return this;
    }

    /** A series drawn as marks alone, in {@code colour}, not joined: measurements beside the curves of formulas. */
    Plot points(String name, double[] x, double[] y, Color colour) {
        XYSeries series = chart.addSeries(name, x, y);
        series.setLineStyle(SeriesLines.NONE);
        series.setMarkerColor(colour);
        return this;
    }

    /** A series drawn as a thin dashed line without markers, in {@code colour}; named in the legend or not. */
    Plot dashed(String name, double[] x, double[] y, Color colour, boolean inLegend) {
        XYSeries series = chart.addSeries(name, x, y);
        series.setMarker(SeriesMarkers.NONE).setLineColor(colour)
                .setLineStyle(new BasicStroke(1.5f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10, new float[] {6, 4}, 0));
        series.setShowInLegend(inLegend);
        return this;
    }

    /** Writes the chart as a PNG to {@code file}, a path {@link #path} accepted: whole, never over a device or a pipe. */
    void write(Path file) {
        Outputs.write(file, "the plot", out -> BitmapEncoder.saveBitmap(chart, out, BitmapEncoder.BitmapFormat.PNG));
    }

    /**
     * The path of a plot the user asked for: a file name ending in .png that can be written
     * ({@link Outputs#check}); checked before any work, so that a typo does not cost a long run.
     */
    static Path path(String text) {
        if (!text.toLowerCase(Locale.ROOT).endsWith(".png") || text.length() == 4) {
            throw new IllegalArgumentException("--plot writes a PNG image: give a file name ending in .png, not '" + text + "'");
        }
        return Outputs.check(Path.of(text), "the plot").toAbsolutePath();
    }
}
