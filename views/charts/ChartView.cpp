// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ChartView.h"
#include "LegendLabels.h"

#include "ChartBuilder.h"
#include "ChartPainter.h"
#include "ChartTable.h"
#include "common/FileDialogs.h"
#include "common/MessageBoxes.h"
#include "common/PlainText.h"

#include <QBarCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QContextMenuEvent>
#include <QFileInfo>
#include <QGraphicsTextItem>
#include <QImage>
#include <QLabel>
#include <QLogValueAxis>
#include <QMenu>
#include <QPainter>
#include <QStackedLayout>
#include <QSvgGenerator>
#include <QValueAxis>

namespace {
// A readable default for charts saved before the window was ever shown (a slide is 16:10).
const QSize kDefaultExportSize(900, 560);

bool paletteIsDark(const QPalette& palette) { return palette.color(QPalette::Window).lightness() < 128; }

// No text item under `item` that shows is cut short to "..." by Qt Charts.
bool textsWhole(const QGraphicsItem* item)
{
    if (!item->isVisible())
        return true;
    if (const auto* text = dynamic_cast<const QGraphicsTextItem*>(item);
        text && text->toPlainText().endsWith(QLatin1String("...")))
        return false;
    for (const QGraphicsItem* child : item->childItems())
        if (!textsWhole(child))
            return false;
    return true;
}
} // namespace

struct ChartView::Private {
    ChartSpec spec;
    bool built = false;
    QChart* chart = nullptr;
    QChartView* view = nullptr;
    QLabel* empty = nullptr;
    QStackedLayout* stack = nullptr;
    QAction* table = nullptr;

    ChartStyle style(const QWidget* w) const { return {paletteIsDark(w->palette()), w->font()}; }
};

ChartView::ChartView(QWidget* parent) : QWidget(parent), d(std::make_unique<Private>())
{
    d->chart = new QChart;
    d->view = new QChartView(d->chart, this);
    d->view->setMinimumSize(280, 200);
    // One tab stop for the chart: this widget (named after the chart), not the drawing inside it.
    d->view->setFocusPolicy(Qt::NoFocus);
    d->view->viewport()->setFocusPolicy(Qt::NoFocus);
    // A what-if move touches bars, axes and labels all over the chart: one full repaint is cheaper than
    // Qt's per-item dirty-region bookkeeping, and painter state need not be saved between items.
    d->view->setViewportUpdateMode(QGraphicsView::FullViewportUpdate);
    d->view->setOptimizationFlags(QGraphicsView::DontSavePainterState | QGraphicsView::DontAdjustForAntialiasing);
    d->empty = new QLabel(this);
    d->empty->setTextFormat(Qt::PlainText);
    d->empty->setAlignment(Qt::AlignCenter);
    d->empty->setWordWrap(true);
    d->stack = new QStackedLayout(this);
    d->stack->setContentsMargins(0, 0, 0, 0);
    d->stack->addWidget(d->view);
    d->stack->addWidget(d->empty);
    setToolTip(tr("Right-click to save this chart as PNG or SVG."));
    // Keyboard and screen reader: the chart takes focus (its name is its title), the menu key or Shift+F10 opens its
    // menu, and Ctrl+Shift+T shows its figures as a table.
    setFocusPolicy(Qt::StrongFocus);
    setAccessibleName(tr("Chart"));
    setAccessibleDescription(tr("A chart. Ctrl+Shift+T shows its figures as a table; Shift+F10 opens its menu."));
    d->table = ChartTable::addAction(this, [this] { return d->spec; });
    d->table->setEnabled(false);
    watchPlotArea();
}

void ChartView::watchPlotArea()
{
    // The plot area is only known after the chart's layout has run: fit the category labels then.
    connect(d->chart, &QChart::plotAreaChanged, this, [this] {
        if (d->built) {
            ChartBuilder::fitCategoryLabels(d->chart, d->spec);
            LegendLabels::fitRightLegend(d->chart, LegendLabels::Fit::Live);
        }
    });
}

void ChartView::freshChart()
{
    // A new chart for each full rebuild: axes removed from a chart that was hidden at the time (a wizard
    // page rebuilt before it is shown again) left their labels drawn under the new axes (visual QA of the
    // TCO wizard after Back and Next: two month scales, two sets of category labels on top of each other).
    QChart* old = d->chart;
    d->chart = new QChart;
    d->view->setChart(d->chart);
    delete old;
    watchPlotArea();
}

ChartView::~ChartView() = default;

void ChartView::setSpec(const ChartSpec& spec)
{
    const bool inPlace = d->built && ChartBuilder::sameShape(d->spec, spec);
    d->spec = spec;
    d->table->setEnabled(!spec.isEmpty());
    if (!spec.title.isEmpty())
        setAccessibleName(spec.title.section(QLatin1Char('\n'), 0, 0));
    if (spec.isEmpty()) {
        d->empty->setText(spec.emptyMessage.isEmpty() ? tr("Nothing to draw yet.") : spec.emptyMessage);
        d->stack->setCurrentWidget(d->empty);
        d->built = false;
        return;
    }
    d->stack->setCurrentWidget(d->view);
    // Bars are axis-aligned rectangles: antialiasing them changes nothing visible but doubled the cost of
    // each what-if repaint. Lines and scatter points keep it. (Text is antialiased either way.)
    const bool smooth = spec.kind == ChartKind::Lines || spec.kind == ChartKind::Scatter;
    d->view->setRenderHint(QPainter::Antialiasing, smooth);
    if (inPlace) {
        ChartBuilder::update(d->chart, spec);
    } else {
        if (d->built)
            freshChart();
        ChartBuilder::build(d->chart, spec, d->style(this));
        d->built = true;
        ChartBuilder::fitCategoryLabels(d->chart, spec);
    }
}

const ChartSpec& ChartView::spec() const { return d->spec; }

QVector<QPointF> ChartView::plottedPoints(const QString& seriesName) const
{
    return d->built ? ChartBuilder::plottedPoints(d->chart, d->spec, seriesName) : QVector<QPointF>();
}

QString ChartView::plottedNote(const QString& seriesName) const
{
    return d->built ? ChartBuilder::plottedNote(d->chart, seriesName) : QString();
}

QStringList ChartView::plottedCategoryLabels() const
{
    if (d->built && d->spec.kind == ChartKind::Bars)
        return ChartBuilder::drawnBarLabels(d->chart);
    // The category axis is the horizontal one for bars and the vertical one for a tornado (horizontal bars).
    QBarCategoryAxis* x = nullptr; // categories() is not const
    for (QAbstractAxis* axis : d->chart->axes())
        if ((x = qobject_cast<QBarCategoryAxis*>(axis)))
            break;
    QStringList labels;
    if (x)
        for (const QString& c : x->categories())
            labels.append(PlainText::fromChart(c));
    return labels;
}

QString ChartView::plottedTitle() const { return PlainText::fromChart(d->chart->title()); }

QString ChartView::plottedAxisTitle(Qt::Orientation orientation) const
{
    const auto axes = d->chart->axes(orientation);
    return axes.isEmpty() ? QString() : PlainText::fromChart(axes.first()->titleText());
}

QPair<double, double> ChartView::plottedAxisRange(Qt::Orientation orientation) const
{
    const auto axes = d->chart->axes(orientation);
    if (axes.isEmpty())
        return qMakePair(0.0, 0.0);
    if (const auto* log = qobject_cast<const QLogValueAxis*>(axes.first()))
        return qMakePair(log->min(), log->max());
    const auto* axis = qobject_cast<const QValueAxis*>(axes.first());
    return axis ? qMakePair(axis->min(), axis->max()) : qMakePair(0.0, 0.0);
}

bool ChartView::plottedAxisIsLogarithmic(Qt::Orientation orientation) const
{
    const auto axes = d->chart->axes(orientation);
    return !axes.isEmpty() && qobject_cast<const QLogValueAxis*>(axes.first());
}

bool ChartView::isDark() const { return paletteIsDark(palette()); }

bool ChartView::drawnWhole() const
{
    if (!d->built || d->stack->currentWidget() != d->view)
        return true;
    const QRectF viewport(d->view->viewport()->rect());
    const QSizeF minimum = d->chart->effectiveSizeHint(Qt::MinimumSize);
    if (minimum.width() > viewport.width() || minimum.height() > viewport.height())
        return false;
    // (The view maps to whole pixels: the chart's size itself, from where it starts.)
    const QRectF chart(d->view->mapFromScene(d->chart->scenePos()), d->chart->size());
    if (!viewport.contains(chart) || !ChartBuilder::drawnInside(d->chart))
        return false;
    // Qt Charts cuts a title, axis title or label that has no room to "..." (ChartPresenter::truncatedText).
    for (const QGraphicsItem* item : d->chart->childItems())
        if (!textsWhole(item))
            return false;
    return true;
}

QRectF ChartView::plottedPlotArea() const
{
    const QRectF area = d->chart->plotArea();
    return QRectF(d->view->mapFromScene(d->chart->mapToScene(area.topLeft())), area.size());
}

void ChartView::render(QPainter* painter, const QRectF& target) const
{
    // A fresh chart at the target size: saved files match the spec, not the window's current size, and
    // saving never disturbs the chart on screen.
    ChartPainter::paint(painter, target, d->spec, font(), isDark());
}

bool ChartView::savePng(const QString& path, QString* error, QSize size) const
{
    if (size.isEmpty())
        size = isVisible() && width() >= 200 ? this->size() : kDefaultExportSize;
    // Twice the pixels, so a PNG pasted into a slide stays sharp.
    QImage image(size * 2, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(2);
    image.fill(palette().color(QPalette::Window));
    {
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        render(&painter, QRectF(QPointF(0, 0), size));
    }
    if (!image.save(path, "PNG")) {
        if (error)
            *error = tr("Could not write the PNG file %1 (check the folder exists and is writable).").arg(path);
        return false;
    }
    return true;
}

bool ChartView::saveSvg(const QString& path, QString* error, QSize size) const
{
    if (size.isEmpty())
        size = isVisible() && width() >= 200 ? this->size() : kDefaultExportSize;
    QSvgGenerator generator;
    generator.setFileName(path);
    generator.setSize(size);
    generator.setViewBox(QRect(QPoint(0, 0), size));
    generator.setTitle(d->spec.title);
    generator.setDescription(tr("GPU Planner chart"));
    QPainter painter;
    if (!painter.begin(&generator)) {
        if (error)
            *error = tr("Could not write the SVG file %1 (check the folder exists and is writable).").arg(path);
        return false;
    }
    render(&painter, QRectF(QPointF(0, 0), size));
    painter.end();
    if (QFileInfo(path).size() <= 0) {
        if (error)
            *error = tr("The SVG file %1 came out empty.").arg(path);
        return false;
    }
    return true;
}

void ChartView::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    // Light/dark palette or workshop font: rebuild with the new style (colours and fonts come from it).
    if ((event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange) && d->built) {
        freshChart();
        ChartBuilder::build(d->chart, d->spec, d->style(this));
        ChartBuilder::fitCategoryLabels(d->chart, d->spec);
    }
}

void ChartView::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    if (d->built) {
        ChartBuilder::fitCategoryLabels(d->chart, d->spec);
        LegendLabels::fitRightLegend(d->chart, LegendLabels::Fit::Live);
    }
}

void ChartView::keyPressEvent(QKeyEvent* event)
{
    if (!ChartTable::openMenuFromKeyboard(this, event))
        QWidget::keyPressEvent(event);
}

void ChartView::contextMenuEvent(QContextMenuEvent* event)
{
    QMenu menu(this);
    menu.addAction(d->table);
    menu.addSeparator();
    QAction* png = menu.addAction(tr("Save as &PNG..."));
    QAction* svg = menu.addAction(tr("Save as &SVG..."));
    png->setEnabled(d->built);
    svg->setEnabled(d->built);
    QAction* chosen = menu.exec(event->globalPos());
    if (!chosen || chosen == d->table)
        return;
    const bool asPng = chosen == png;
    const QString suggested = (d->spec.id.isEmpty() ? QStringLiteral("chart") : d->spec.id) +
                              (asPng ? QStringLiteral(".png") : QStringLiteral(".svg"));
    const QString path =
        FileDialogs::saveFileName(this, asPng ? tr("Save chart as PNG") : tr("Save chart as SVG"),
                                  asPng ? tr("PNG images (*.png)") : tr("SVG drawings (*.svg)"), suggested);
    if (path.isEmpty())
        return;
    QString error;
    if (!(asPng ? savePng(path, &error) : saveSvg(path, &error)))
        MessageBoxes::warning(this, tr("Save chart"), error);
}
