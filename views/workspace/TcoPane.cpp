// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "TcoPane.h"

#include "SliderSpin.h"
#include "charts/ChartView.h"
#include "charts/TcoChartFactory.h"
#include "common/DisplayText.h"
#include "common/EmptyState.h"
#include "common/PlainText.h"
#include "common/WheelGuard.h"
#include "document/Workspace.h"
#include "itemmodels/TcoComparisonModel.h"
#include "text/MessageText.h"
#include "wizards/NumberField.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QStackedWidget>
#include <QTableView>
#include <QVBoxLayout>

#include <cmath>

namespace {
QString qs(const std::string& s) { return QString::fromStdString(s); }

QLabel* plainLabel(QWidget* parent, bool wrap = true)
{
    auto* l = new QLabel(parent);
    l->setTextFormat(Qt::PlainText); // analysis and option names are user text
    l->setWordWrap(wrap);
    return l;
}

QLabel* refusalLabel(QWidget* parent)
{
    QLabel* l = plainLabel(parent);
    l->setObjectName(QStringLiteral("tcoRefusal"));
    QPalette p = l->palette();
    p.setColor(QPalette::WindowText, QColor(0xb0, 0x00, 0x20));
    l->setPalette(p);
    l->hide();
    return l;
}
} // namespace

TcoPane::TcoPane(QWidget* parent) : QWidget(parent), m_model(new TcoComparisonModel(this))
{
    setObjectName(QStringLiteral("tcoPane"));
    WheelGuard::installApplicationWide(); // scrolling past a field never moves it
    m_stack = new QStackedWidget(this);
    m_emptyPage = buildEmptyPage();
    m_stack->addWidget(m_emptyPage);
    // The figures in a scroll area: the pane's minimum never widens the window (the tab holds it even while
    // the comparison shows), and a pane squeezed by a dock scrolls instead of cutting its fields.
    m_content = new QScrollArea(this);
    m_content->setObjectName(QStringLiteral("tcoContent"));
    m_content->setWidget(buildContentPage());
    m_content->setWidgetResizable(true);
    m_content->setFrameShape(QFrame::NoFrame);
    m_stack->addWidget(m_content);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_stack);
    connect(m_model, &TcoComparisonModel::analysesChanged, this, &TcoPane::refreshList);
    connect(m_model, &TcoComparisonModel::analysisChanged, this, &TcoPane::refreshFigures);
    refreshList();
    refreshFigures();
}

QWidget* TcoPane::buildEmptyPage()
{
    auto* page = new QWidget(this);
    page->setObjectName(QStringLiteral("tcoEmpty"));
    auto* outer = new QVBoxLayout(page);
    outer->addStretch(1);
    EmptyState::addHeading(outer, page, tr("Rent, managed or buy"),
                           tr("No TCO analysis yet: Tools > Rent, managed or buy (TCO) compares renting, managed "
                              "capacity and owning over time. \"Add to workspace\" keeps the analysis here, "
                              "with its inputs editable as a what-if."));
    auto* button = new QPushButton(tr("Open the TCO wizard..."), page);
    button->setObjectName(QStringLiteral("tcoNewAnalysis"));
    connect(button, &QPushButton::clicked, this, [this] { Q_EMIT wizardRequested(-1); });
    auto* row = new QHBoxLayout;
    row->addStretch(1);
    row->addWidget(button);
    row->addStretch(1);
    outer->addLayout(row);
    outer->addStretch(2);
    return page;
}

QWidget* TcoPane::buildContentPage()
{
    auto* page = new QWidget(this);
    auto* layout = new QVBoxLayout(page);
    layout->setContentsMargins(2, 2, 0, 2); // the chart's legend needs every pixel of width at 1280 px
    layout->setSpacing(4);

    auto* top = new QHBoxLayout;
    auto* pick = new QLabel(tr("Analysis"), page);
    top->addWidget(pick);
    m_analyses = new QComboBox(page); // item texts are plain
    m_analyses->setObjectName(QStringLiteral("tcoAnalysis"));
    m_analyses->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_analyses->setMinimumContentsLength(30);
    pick->setBuddy(m_analyses);
    top->addWidget(m_analyses, 1);
    m_openWizard = new QPushButton(tr("Open in TCO wizard..."), page);
    m_openWizard->setObjectName(QStringLiteral("tcoOpenWizard"));
    m_remove = new QPushButton(tr("Remove"), page);
    m_remove->setObjectName(QStringLiteral("tcoRemove"));
    m_remove->setToolTip(tr("Removes the analysis from the workspace (Edit > Undo brings it back)."));
    top->addWidget(m_openWizard);
    top->addWidget(m_remove);
    layout->addLayout(top);
    connect(m_analyses, &QComboBox::currentIndexChanged, this, [this](int i) {
        if (!m_updating)
            m_model->setCurrentAnalysis(i);
    });
    connect(m_openWizard, &QPushButton::clicked, this, [this] { Q_EMIT wizardRequested(m_model->currentAnalysis()); });
    connect(m_remove, &QPushButton::clicked, this, [this] {
        if (Workspace* ws = m_model->workspace())
            ws->removeTcoAnalysis(m_model->currentAnalysis()); // one undo step
    });

    m_problems = refusalLabel(page);
    m_problems->setObjectName(QStringLiteral("tcoProblems"));
    layout->addWidget(m_problems);
    m_headline = plainLabel(page);
    m_headline->setObjectName(QStringLiteral("tcoHeadline"));
    QFont bold = m_headline->font();
    bold.setBold(true);
    m_headline->setFont(bold);
    layout->addWidget(m_headline);
    m_conclusion = plainLabel(page);
    m_conclusion->setObjectName(QStringLiteral("tcoConclusion"));
    layout->addWidget(m_conclusion);

    // The what-if inputs beside the table (as tall as its rows: no empty band under them), the chart below
    // across the whole width, so its legend names every option whole.
    auto* middle = new QHBoxLayout;
    middle->setSpacing(8);
    m_fieldsBox = new QWidget(page);
    m_fieldsBox->setObjectName(QStringLiteral("tcoInputs"));
    m_form = new QFormLayout(m_fieldsBox);
    m_form->setContentsMargins(2, 0, 2, 0);
    m_form->setRowWrapPolicy(QFormLayout::DontWrapRows);
    m_form->setVerticalSpacing(3);
    middle->addWidget(m_fieldsBox, 0, Qt::AlignTop);
    m_table = new QTableView(page);
    m_table->setObjectName(QStringLiteral("tcoTable"));
    m_table->setAccessibleName(tr("Rent, managed or buy: options"));
    m_table->setAccessibleDescription(tr("The saved TCO analysis: one row per option with its costs over time."));
    m_table->setModel(m_model);
    m_table->setWordWrap(false);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->verticalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff); // as tall as its rows (fitTableHeight)
    middle->addWidget(m_table, 1, Qt::AlignTop);
    layout->addLayout(middle);
    m_chart = new ChartView(page);
    m_chart->setObjectName(QStringLiteral("tcoChart"));
    m_chart->setMinimumHeight(220);
    layout->addWidget(m_chart, 1);
    return page;
}

void TcoPane::setWorkspace(Workspace* workspace)
{
    m_fieldsSignature.clear();
    m_model->setWorkspace(workspace);
}

bool TcoPane::hasAnalyses() const { return m_model->analysisCount() > 0; }

void TcoPane::setWorkshop(bool on, qreal scale)
{
    QFont f = font();
    f.setBold(true);
    if (on)
        f.setPointSizeF(f.pointSizeF() * scale);
    m_headline->setFont(f);
}

void TcoPane::refreshList()
{
    {
        m_updating = true;
        const QSignalBlocker block(m_analyses);
        m_analyses->clear();
        for (int i = 0; i < m_model->analysisCount(); ++i)
            // QComboBox items are plain text; bidi controls and control bytes neutralised (DisplayText).
            m_analyses->addItem(DisplayText::neutralise(m_model->analysisName(i)));
        m_analyses->setCurrentIndex(m_model->currentAnalysis());
        m_updating = false;
    }
    m_stack->setCurrentIndex(hasAnalyses() ? 1 : 0);
    Q_EMIT analysesPresenceChanged(hasAnalyses());
}

void TcoPane::refreshFigures()
{
    {
        const QSignalBlocker block(m_analyses);
        if (m_analyses->currentIndex() != m_model->currentAnalysis())
            m_analyses->setCurrentIndex(m_model->currentAnalysis());
    }
    const bool computed = m_model->isComputed();
    m_problems->setText(m_model->problems().isEmpty()
                            ? QString()
                            : tr("This analysis cannot be computed: %1. Open it in the TCO wizard to correct it.")
                                  .arg(m_model->problems().join(QStringLiteral("; "))));
    m_problems->setVisible(!m_model->problems().isEmpty());
    m_headline->setText(computed ? gp::text::renderJoined(m_model->summary().headline) : QString());
    m_conclusion->setText(computed ? gp::text::renderJoined(m_model->analysis().conclusion) : QString());
    m_headline->setVisible(computed);
    m_conclusion->setVisible(computed);
    m_remove->setEnabled(m_model->currentAnalysis() >= 0);
    m_openWizard->setEnabled(m_model->currentAnalysis() >= 0);
    if (computed) {
        ChartSpec spec = TcoChartFactory::cumulative(m_model->analysis(), *m_model->inputs());
        spec.title = tr("%1: cumulative cost over %2 months")
                         .arg(DisplayText::neutralise(m_model->analysisName(m_model->currentAnalysis())))
                         .arg(m_model->inputs()->horizonMonths);
        // Provider, GPU, tier and region make long names: a slightly smaller legend keeps them whole at 1280 px.
        spec.legendFontScale = 0.9;
        m_chart->setSpec(spec);
    } else {
        m_chart->setSpec({});
    }
    m_table->resizeColumnsToContents();
    fitTableHeight();

    const std::vector<gp::tco::WhatIfField> fields = m_model->whatIfFields();
    QStringList signature{QString::number(m_model->currentAnalysis())};
    for (const gp::tco::WhatIfField& f : fields)
        signature << QString::number(int(f.input)) + qs(f.unit);
    // Never while an edit is being written: the field that sent it must outlive it (the next refresh rebuilds).
    if (signature.join(QLatin1Char('|')) != m_fieldsSignature && m_applying < 0) {
        m_fieldsSignature = signature.join(QLatin1Char('|'));
        rebuildFields(fields);
    }
    m_updating = true;
    for (const gp::tco::WhatIfField& f : fields) {
        const Field* row = field(f.input);
        if (!row || int(f.input) == m_applying)
            continue; // the field being typed in keeps what the user typed
        if (row->slider)
            row->slider->setValue(f.value);
        if (row->number) {
            // Rounded to the field's precision for reading; a value the user does not touch is never written.
            const double step = std::pow(10.0, f.decimals);
            row->number->setValue(std::round(f.value * step) / step);
        }
        row->refusal->clear();
        row->refusal->hide();
    }
    m_updating = false;
}

void TcoPane::rebuildFields(const std::vector<gp::tco::WhatIfField>& fields)
{
    while (m_form->rowCount() > 0)
        m_form->removeRow(0);
    m_fields.clear();
    if (fields.empty())
        return;
    auto* heading = new QLabel(tr("What if"), m_fieldsBox);
    QFont bold = heading->font();
    bold.setBold(true);
    heading->setFont(bold);
    m_form->addRow(heading);
    for (const gp::tco::WhatIfField& f : fields) {
        Field row{f.input, qs(f.unit)};
        auto* box = new QWidget(m_fieldsBox);
        auto* col = new QVBoxLayout(box);
        col->setContentsMargins(0, 0, 0, 0);
        col->setSpacing(1);
        const QString tip = PlainText::toolTip(qs(f.tooltip));
        if (f.input == gp::tco::WhatIfInput::Utilisation) {
            row.slider = new SliderSpin(1, 100, 0.1, 100, 1, QStringLiteral(" %"), box);
            row.slider->setObjectName(QStringLiteral("tcoUtilisation"));
            row.slider->setToolTip(tip);
            row.slider->spin()->setToolTip(tip);
            col->addWidget(row.slider);
            const gp::tco::WhatIfInput input = f.input;
            connect(row.slider, &SliderSpin::valueChanged, this, [this, input](double v) {
                if (!m_updating)
                    apply(input, v);
            });
        } else {
            row.number = new NumberField(qs(f.label), qs(f.unit), -1e15, 1e15, f.value, box);
            row.number->setObjectName(QStringLiteral("tcoField%1").arg(int(f.input)));
            row.number->setToolTipText(qs(f.tooltip));
            row.number->edit()->setMaximumWidth(row.number->fontMetrics().horizontalAdvance(QStringLiteral("0")) * 11 +
                                                12);
            col->addWidget(row.number);
            const gp::tco::WhatIfInput input = f.input;
            NumberField* number = row.number;
            connect(row.number, &NumberField::changed, this, [this, input, number] {
                if (!m_updating && number->isValid())
                    apply(input, number->value());
            });
        }
        row.refusal = refusalLabel(box);
        col->addWidget(row.refusal);
        auto* label = new QLabel(qs(f.label), m_fieldsBox);
        label->setToolTip(tip);
        // The field's name for a screen reader (Accessible.h reads it from its buddy label).
        label->setBuddy(row.slider ? static_cast<QWidget*>(row.slider) : row.number);
        m_form->addRow(label, box);
        m_fields.push_back(row);
    }
    m_fieldsBox->adjustSize();
}

void TcoPane::fitTableHeight()
{
    // Header, every row and the frame; a horizontal scroll bar when the options do not fit the width.
    int height = m_table->horizontalHeader()->sizeHint().height() + 2 * m_table->frameWidth();
    for (int r = 0; r < m_model->rowCount(); ++r)
        height += m_table->verticalHeader()->sectionSize(r);
    if (m_table->horizontalScrollBar()->maximum() > 0 ||
        m_table->horizontalHeader()->length() + m_table->verticalHeader()->width() > m_table->width())
        height += m_table->horizontalScrollBar()->sizeHint().height();
    m_table->setFixedHeight(height);
}

void TcoPane::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    fitTableHeight(); // a narrower pane may need the scroll bar
}

void TcoPane::apply(gp::tco::WhatIfInput input, double shownValue)
{
    const Field* row = field(input);
    m_applying = int(input);
    const QString refusal = m_model->applyWhatIf(input, shownValue);
    m_applying = -1;
    if (!row)
        return;
    row->refusal->setText(refusal);
    row->refusal->setVisible(!refusal.isEmpty());
}

const TcoPane::Field* TcoPane::field(gp::tco::WhatIfInput input) const
{
    for (const Field& f : m_fields)
        if (f.input == input)
            return &f;
    return nullptr;
}

QWidget* TcoPane::fieldEditor(gp::tco::WhatIfInput input) const
{
    const Field* f = field(input);
    return !f ? nullptr : f->slider ? static_cast<QWidget*>(f->slider) : static_cast<QWidget*>(f->number);
}

QLabel* TcoPane::fieldRefusal(gp::tco::WhatIfInput input) const
{
    const Field* f = field(input);
    return f ? f->refusal : nullptr;
}
