// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ScenarioEditor.h"

#include "FieldBinder.h"
#include "OfferPicker.h"

#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QVBoxLayout>

#include <algorithm>

namespace {
QString qs(const std::string& s) { return QString::fromStdString(s); }

QGroupBox* section(const QString& title, QFormLayout** form)
{
    auto* box = new QGroupBox(title);
    *form = new QFormLayout(box);
    (*form)->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    (*form)->setRowWrapPolicy(QFormLayout::DontWrapRows);
    return box;
}
} // namespace

ScenarioEditor::ScenarioEditor(QWidget* parent) : QWidget(parent), m_binder(new FieldBinder(this))
{
    m_binder->setSource([this] { return m_scenario; });
    connect(m_binder, &FieldBinder::edited, this, &ScenarioEditor::edited);

    auto* content = new QWidget;
    auto* column = new QVBoxLayout(content);
    m_banner = new QLabel(content);
    m_banner->setObjectName(QStringLiteral("editorBanner"));
    m_banner->setTextFormat(Qt::PlainText);
    m_banner->setWordWrap(true);
    m_banner->setVisible(false);
    column->addWidget(m_banner);
    // One row per entry, in the list's order (which is also the keyboard order); a new section opens a group.
    QFormLayout* form = nullptr;
    for (const gp::ScenarioField& field : gp::scenarioFields()) {
        if (m_sections.empty() || m_sections.back()->title() != qs(field.section)) {
            m_sections.push_back(section(qs(field.section), &form));
            column->addWidget(m_sections.back());
        }
        QWidget* row =
            field.kind == gp::FieldKind::CatalogKeys ? addOffers(form, field) : m_binder->addField(form, field);
        m_rows.push_back({&field, row, form, m_sections.back()});
    }
    column->addStretch(1);
    // A message under an invalid field (its background is tinted red by FieldBinder).
    content->setStyleSheet(QStringLiteral("QLabel#fieldError { color: #d32f2f; }"
                                          "QLabel#editorBanner { color: #b35900; }"));

    auto* scroll = new QScrollArea(this);
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    // Scroll down, never sideways: the pane is kept as wide as the widest field row of the sections now
    // shown (they change with the task), see eventFilter().
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_scroll = scroll;
    content->installEventFilter(this);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scroll);
    updateRowVisibility();
}

QWidget* ScenarioEditor::addOffers(QFormLayout* form, const gp::ScenarioField& field)
{
    // The offers need the catalog's offer table, not a combo box: the OfferPicker, bound by hand.
    m_offers = new OfferPicker;
    m_offers->setCompact(true); // the side pane; "All columns..." shows the whole table
    const QString path = qs(field.path);
    connect(m_offers, &OfferPicker::chosenChanged, this, [this, path, &field](const std::vector<std::string>& keys) {
        m_binder->commit(path, [&](gp::Scenario& s) { field.setList(s, keys); });
    });
    // The whole width of the pane (no label column): a table needs it more than a caption.
    QWidget* row = m_binder->addCustom(form, QString(), path, qs(field.tooltip), m_offers,
                                       [this](const gp::Scenario&) { fillOffers(); });
    m_offers->setAccessibleName(qs(field.label));
    return row;
}

void ScenarioEditor::setCatalog(std::shared_ptr<const gp::CatalogSnapshot> catalog)
{
    m_offers->setCatalog(catalog);
    m_binder->setCatalog(std::move(catalog));
    m_binder->load(m_scenario);
}

void ScenarioEditor::fillOffers()
{
    // Prices in the workspace currency when the view set one (the comparison's), else the scenario's own.
    const QString currency = m_displayCurrency.isEmpty() ? qs(m_scenario.pricing.currency) : m_displayCurrency;
    m_offers->setScenario(m_scenario.hardware.gpuKey, m_scenario.pricing.offerKeys, currency);
}

void ScenarioEditor::setDisplayCurrency(const QString& currency)
{
    if (currency == m_displayCurrency)
        return;
    m_displayCurrency = currency;
    fillOffers();
}

void ScenarioEditor::setScenario(const gp::Scenario& scenario)
{
    m_scenario = scenario;
    m_binder->load(scenario);
    updateRowVisibility();
}

void ScenarioEditor::updateRowVisibility()
{
    // A row shows for the tasks that read its field (and model.custom.* for a custom model) while the other
    // settings give it a meaning; a section shows while one of its rows does.
    for (const Row& row : m_rows)
        row.form->setRowVisible(row.widget, row.field->shownInEditor(m_scenario));
    for (QGroupBox* box : m_sections)
        box->setVisible(std::any_of(m_rows.begin(), m_rows.end(), [&](const Row& row) {
            return row.section == box && row.field->shownInEditor(m_scenario);
        }));
}

int ScenarioEditor::visibleRowCount() const
{
    return int(
        std::count_if(m_rows.begin(), m_rows.end(), [this](const Row& row) { return row.widget->isVisibleTo(this); }));
}

void ScenarioEditor::setProblems(const std::vector<gp::FieldError>& errors, const QStringList& notes)
{
    const std::vector<gp::FieldError> unclaimed = m_binder->showErrors(errors);
    QStringList lines;
    for (const auto& e : unclaimed)
        lines.append(e.field.empty() ? qs(e.message) : tr("%1: %2").arg(qs(e.field), qs(e.message)));
    for (const QString& w : notes)
        lines.append(tr("Note: %1").arg(w));
    m_banner->setText(lines.join(QLatin1Char('\n')));
    m_banner->setVisible(!lines.isEmpty());
}

void ScenarioEditor::setEditable(bool on)
{
    for (QWidget* w : findChildren<QGroupBox*>())
        w->setEnabled(on);
}

QString ScenarioEditor::errorShownFor(const QString& path) const { return m_binder->errorShownFor(path); }
QWidget* ScenarioEditor::fieldWidget(const QString& path) const { return m_binder->widgetFor(path); }

bool ScenarioEditor::eventFilter(QObject* watched, QEvent* event)
{
    // Capped, so long labels (a translation, a large font) cannot make the window wider than a laptop
    // screen: past the cap the pane scrolls sideways after all.
    constexpr int kMaxPaneWidth = 520;
    if (event->type() == QEvent::LayoutRequest && m_scroll && watched == m_scroll->widget()) {
        const int wanted =
            m_scroll->widget()->minimumSizeHint().width() + m_scroll->verticalScrollBar()->sizeHint().width();
        m_scroll->setMinimumWidth(std::min(wanted, kMaxPaneWidth));
        m_scroll->setHorizontalScrollBarPolicy(wanted > kMaxPaneWidth ? Qt::ScrollBarAsNeeded : Qt::ScrollBarAlwaysOff);
    }
    return QWidget::eventFilter(watched, event);
}
