// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ChecklistWizard.h"
#include "common/Accessible.h"

#include "catalog/CatalogStore.h"
#include "charts/ChecklistCriteriaChart.h"
#include "common/PlainText.h"
#include "document/Workspace.h"
#include "text/MessageText.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDate>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

QLabel* plainLabel(const QString& text, QWidget* parent)
{
    auto* label = new QLabel(text, parent);
    label->setTextFormat(Qt::PlainText);
    label->setWordWrap(true);
    return label;
}

// Two or more providers ticked before the wizard goes on.
class ProviderChoicePage : public QWizardPage {
public:
    QListWidget* list = nullptr;
    bool isComplete() const override
    {
        int checked = 0;
        for (int i = 0; i < list->count(); ++i)
            checked += list->item(i)->checkState() == Qt::Checked ? 1 : 0;
        return checked >= 2;
    }
};

QTableWidgetItem* cell(const QString& text, const QString& tooltip = {})
{
    auto* item = new QTableWidgetItem(text); // table items draw plain text
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    if (!tooltip.isEmpty())
        item->setToolTip(PlainText::toolTip(tooltip));
    return item;
}

// An answer cell keeps the catalog's prefill and its tooltip, to tell the user's edits from it.
constexpr int kPrefillRole = Qt::UserRole + 1;
constexpr int kSourceRole = Qt::UserRole + 2;
const QColor kUnknownTint(255, 243, 205);
const QColor kUserTint(214, 234, 248);

// How an answer cell looks: the catalog's (tooltip: its source), the user's own (tinted blue, no source)
// or unknown (tinted yellow). Checked = confirmed by the user.
void styleAnswer(QTableWidgetItem* item)
{
    const QString prefill = item->data(kPrefillRole).toString();
    const bool own = item->text().trimmed() != prefill && !item->text().trimmed().isEmpty();
    const bool known = item->flags().testFlag(Qt::ItemIsUserCheckable);
    if (own || !known)
        item->setBackground(own ? kUserTint : kUnknownTint);
    else
        item->setData(Qt::BackgroundRole, QVariant()); // the table's own background
    const QString source = item->data(kSourceRole).toString();
    item->setToolTip(PlainText::toolTip(
        own ? QCoreApplication::translate("ChecklistWizard", "Your answer (no catalog source). Catalog: %1")
                  .arg(prefill)
        : source.isEmpty() ? QCoreApplication::translate("ChecklistWizard", "No source says; double-click to answer.")
                           : source));
}

} // namespace

ChecklistWizard::ChecklistWizard(const CatalogStore* store, std::vector<Candidate> scenarios, Workspace* workspace,
                                 QWidget* parent)
    : QWizard(parent), m_store(store), m_candidates(std::move(scenarios)), m_workspace(workspace)
{
    Accessible::watch(); // names and descriptions for the screen reader (common/Accessible.h)
    setWindowTitle(tr("Platform checklist"));
    setWizardStyle(QWizard::ClassicStyle);
    setPage(WorkloadPage, workloadPage());
    setPage(PlatformsPage, platformsPage());
    setPage(WeightsPage, weightsPage());
    setPage(ResultPage, resultPage());
    resize(1200, 760);
}

void ChecklistWizard::openFor(const CatalogStore* store, Workspace* workspace, QWidget* parent, int saved)
{
    std::vector<Candidate> candidates;
    for (int i = 0; workspace && i < workspace->scenarioCount(); ++i)
        // The scenario as saved: a what-if is never evaluated into a saved evaluation (issue 31).
        candidates.push_back({workspace->scenario(i).name, workspace->ownScenario(i), workspace->scenario(i).id});
    ChecklistWizard wizard(store, std::move(candidates), workspace, parent);
    if (saved >= 0)
        wizard.loadSaved(saved);
    wizard.exec();
}

QWizardPage* ChecklistWizard::workloadPage()
{
    auto* page = new QWizardPage;
    page->setTitle(tr("Workload"));
    page->setSubTitle(tr("The scenario whose GPU, size and layout every platform is held to."));
    auto* form = new QFormLayout(page);
    m_scenario = new QComboBox(page);
    for (const Candidate& c : m_candidates)
        m_scenario->addItem(c.name); // QComboBox items draw plain text
    form->addRow(tr("Scenario"), m_scenario);
    m_personalData = new QCheckBox(tr("Processes personal data of people in India (asks the DPDP question)"), page);
    form->addRow(QString(), m_personalData);
    m_personalDataReason = new QLabel(page);
    m_personalDataReason->setTextFormat(Qt::PlainText); // names the plan, which is user text
    m_personalDataReason->setWordWrap(true);
    form->addRow(QString(), m_personalDataReason);
    // A plan whose residency says India only or personal data of people in India (WorkspaceScenario::residency,
    // the workload wizard's answer) asks the DPDP question: the score carries where the data may go (issue 31).
    // The box follows the chosen plan, ticked and unticked, and says why, until the user sets it: a choice made
    // for the user is stated, and the user's own choice is never overwritten.
    connect(m_personalData, &QCheckBox::clicked, this, [this] {
        m_personalDataChosen = true;
        m_personalDataReason->clear();
    });
    const auto followResidency = [this](int index) {
        if (m_personalDataChosen || !m_workspace || index < 0 || index >= int(m_candidates.size()))
            return;
        const int at = m_workspace->indexOfScenario(m_candidates[std::size_t(index)].id);
        const DataResidency residency = at >= 0 ? m_workspace->scenario(at).scenario.residency : DataResidency{};
        m_personalData->setChecked(residency.any());
        if (residency.personalDataInIndia)
            m_personalDataReason->setText(
                tr("Ticked because the plan \u201c%1\u201d processes personal data of people in India.")
                    .arg(m_candidates[std::size_t(index)].name));
        else if (residency.indiaOnly)
            m_personalDataReason->setText(tr("Ticked because the plan \u201c%1\u201d keeps its data in India.")
                                              .arg(m_candidates[std::size_t(index)].name));
        else
            m_personalDataReason->clear();
    };
    connect(m_scenario, &QComboBox::currentIndexChanged, this, followResidency);
    followResidency(m_scenario->currentIndex());
    m_saved = new QComboBox(page);
    m_saved->addItem(tr("A new evaluation"));
    if (m_workspace)
        for (int i = 0; i < m_workspace->checklistEvaluationCount(); ++i)
            m_saved->addItem(
                tr("Open \u201c%1\u201d (%2)")
                    .arg(m_workspace->checklistEvaluation(i).name, m_workspace->checklistEvaluation(i).evaluatedOn),
                i); // item text is plain
    m_saved->setEnabled(m_saved->count() > 1);
    form->addRow(tr("Start from"), m_saved);
    m_savedError = plainLabel(QString(), page);
    m_savedError->setStyleSheet(QStringLiteral("color: #b00020"));
    form->addRow(QString(), m_savedError);
    connect(m_saved, &QComboBox::activated, this, [this](int i) {
        const QVariant index = m_saved->itemData(i);
        if (index.isValid()) {
            loadSaved(index.toInt());
        } else if (m_editing >= 0) {
            // "A new evaluation" after opening a kept one: the answers shown stay as a starting point, but Add
            // now adds a new evaluation instead of overwriting the one just left.
            m_editing = -1;
            if (m_add)
                m_add->setText(tr("Add to workspace"));
        }
    });
    return page;
}

QWizardPage* ChecklistWizard::platformsPage()
{
    auto* page = new ProviderChoicePage;
    page->setTitle(tr("Candidate platforms"));
    page->setSubTitle(tr("Tick two or more providers to compare."));
    auto* layout = new QVBoxLayout(page);
    m_providers = new QListWidget(page);
    m_providers->setAccessibleName(tr("Candidate platforms"));
    m_providers->setAccessibleDescription(tr("Tick two or more providers to compare."));
    for (const QVariantMap& r : m_store->rows(QStringLiteral("providers"))) {
        auto* item = new QListWidgetItem(r.value("name").toString(), m_providers);
        item->setData(Qt::UserRole, r.value("key"));
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
    }
    page->list = m_providers;
    connect(m_providers, &QListWidget::itemChanged, page, &QWizardPage::completeChanged);
    layout->addWidget(m_providers);
    return page;
}

QWizardPage* ChecklistWizard::weightsPage()
{
    auto* page = new QWizardPage;
    page->setTitle(tr("Criterion weights"));
    page->setSubTitle(tr("Defaults follow the workload: pre-training weighs the interconnect and network fabric "
                         "high, serving memory bandwidth and cost per query. Change them to your priorities."));
    m_weightsForm = new QFormLayout(page);
    return page;
}

QWizardPage* ChecklistWizard::resultPage()
{
    auto* page = new QWizardPage;
    page->setTitle(tr("Result"));
    auto* layout = new QVBoxLayout(page);
    m_status = plainLabel(QString(), page);
    layout->addWidget(m_status);
    auto* split = new QSplitter(Qt::Vertical, page);
    auto* top = new QSplitter(Qt::Horizontal, split);
    m_scores = new QTableWidget(top);
    m_chart = new ChecklistCriteriaChart(top);
    m_answers = new QTableWidget(split);
    m_gaps = new QTableWidget(split);
    m_scores->setAccessibleName(tr("Scores per platform"));
    m_scores->setAccessibleDescription(tr("One row per platform: its score and how much of the weight is known."));
    m_answers->setAccessibleName(tr("Answers per platform"));
    m_answers->setAccessibleDescription(
        tr("One row per question, one column per platform; confirm an answer with its check box or press F2 to "
           "write your own."));
    m_gaps->setAccessibleName(tr("Gaps"));
    m_gaps->setAccessibleDescription(tr("What is still unknown for each platform."));
    for (QTableWidget* t : {m_scores, m_answers, m_gaps}) {
        t->verticalHeader()->setVisible(false);
        // Rows follow their wrapped text as the columns get their widths (a one-off resize ran too early).
        t->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
        t->setWordWrap(true);
        t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    }
    // The user confirms an answer with its check box or writes an own answer over it.
    m_answers->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    connect(m_answers, &QTableWidget::itemChanged, this, [this](QTableWidgetItem* item) {
        if (item->column() == 0)
            return;
        const QSignalBlocker quiet(m_answers); // restyling is itself an item change
        styleAnswer(item);
    });
    top->setSizes({360, 840});
    split->setSizes({350, 270, 140});
    layout->addWidget(split, 1);

    auto* keep = new QHBoxLayout;
    auto* nameLabel = new QLabel(tr("Name"), page);
    keep->addWidget(nameLabel);
    m_name = new QLineEdit(page);
    nameLabel->setBuddy(m_name);
    m_name->setObjectName(QStringLiteral("evaluationName"));
    keep->addWidget(m_name, 1);
    m_add = new QPushButton(m_editing >= 0 ? tr("Update in workspace") : tr("Add to workspace"), page);
    m_add->setObjectName(QStringLiteral("addToWorkspace"));
    m_add->setEnabled(m_workspace != nullptr);
    m_add->setToolTip(
        m_workspace ? tr("Keep this evaluation in the workspace: it is saved in the .gpuplan and goes into proposals.")
                    : tr("No workspace to keep it in."));
    connect(m_add, &QPushButton::clicked, this, [this] { addToWorkspace(); });
    keep->addWidget(m_add);
    layout->addLayout(keep);
    m_added = plainLabel(QString(), page);
    layout->addWidget(m_added);
    return page;
}

void ChecklistWizard::initializePage(int id)
{
    if (id == WeightsPage)
        fillWeights();
    else if (id == ResultPage)
        evaluate();
    QWizard::initializePage(id);
}

void ChecklistWizard::fillWeights()
{
    while (m_weightsForm->rowCount() > 0)
        m_weightsForm->removeRow(0);
    m_weightBoxes.clear();
    const int index = m_scenario->currentIndex();
    if (index < 0 || index >= static_cast<int>(m_candidates.size()))
        return;
    for (const gp::checklist::CriterionWeight& w :
         catalog::checklistDefaultWeights(*m_store, m_candidates[index].scenario)) {
        auto* box = new QDoubleSpinBox;
        box->setRange(0, 100);
        box->setDecimals(1);
        const auto loaded = m_loadedWeights.find(w.key); // a reopened evaluation's own weight
        box->setValue(loaded == m_loadedWeights.end() ? w.weight : loaded->second);
        QLabel* label = plainLabel(q(w.name), nullptr);
        label->setBuddy(box); // the weight's screen-reader name (common/Accessible.h)
        m_weightsForm->addRow(label, box);
        m_weightBoxes.emplace_back(w.key, box);
    }
}

std::vector<std::string> ChecklistWizard::checkedProviders() const
{
    std::vector<std::string> out;
    for (int i = 0; i < m_providers->count(); ++i)
        if (m_providers->item(i)->checkState() == Qt::Checked)
            out.push_back(m_providers->item(i)->data(Qt::UserRole).toString().toStdString());
    return out;
}

void ChecklistWizard::evaluate()
{
    const int index = m_scenario->currentIndex();
    if (index < 0 || index >= static_cast<int>(m_candidates.size()))
        return;
    std::map<std::string, double> weights;
    for (const auto& [key, box] : m_weightBoxes)
        weights[key] = box->value();
    m_run = catalog::runChecklist(*m_store, m_candidates[index].scenario, checkedProviders(),
                                  m_personalData->isChecked(), weights);
    if (!m_run.ok()) {
        QStringList lines;
        for (const std::string& e : m_run.inputs.errors)
            lines << q(e);
        m_status->setText(tr("The checklist cannot be evaluated: %1").arg(lines.join(QStringLiteral("; "))));
        return;
    }
    const auto& platforms = m_run.evaluation.platforms;
    QString status = tr("Scores weigh each criterion relative to the best candidate; an unknown criterion counts 0. "
                        "Tick an answer to confirm it or double-click to write your own: it is kept with the "
                        "evaluation, while scores and gaps stay those of the sourced facts.");
    for (const gp::Message& note : m_run.evaluation.notes)
        status += QStringLiteral("\n") + gp::text::render(note);
    m_status->setText(status);

    // Scores: one row per platform.
    m_scores->clear();
    m_scores->setColumnCount(3);
    m_scores->setHorizontalHeaderLabels({tr("Platform"), tr("Score"), tr("Weight known")});
    m_scores->setRowCount(static_cast<int>(platforms.size()));
    for (int p = 0; p < static_cast<int>(platforms.size()); ++p) {
        m_scores->setItem(p, 0, cell(q(platforms[p].providerName)));
        m_scores->setItem(p, 1, cell(QString::number(platforms[p].score, 'f', 2)));
        m_scores->setItem(p, 2, cell(QStringLiteral("%1%").arg(100.0 * platforms[p].knownWeightShare, 0, 'f', 0)));
    }
    m_scores->resizeColumnsToContents();

    ChecklistChartData chart;
    for (const auto& w : m_run.weights)
        chart.criteria << q(w.name);
    for (const auto& p : platforms) {
        chart.platforms << q(p.providerName);
        std::vector<std::optional<double>> row;
        for (const auto& c : p.criteria)
            row.push_back(c.score);
        chart.scores.push_back(std::move(row));
    }
    m_chart->setData(chart);

    // Answers: one row per question, one column per platform; unknown answers tinted.
    m_answers->clear();
    m_answers->setColumnCount(1 + static_cast<int>(platforms.size()));
    QStringList header{tr("Question")};
    for (const auto& p : platforms)
        header << q(p.providerName);
    m_answers->setHorizontalHeaderLabels(header);
    m_answers->setRowCount(static_cast<int>(m_run.questions.size()));
    {
        const QSignalBlocker quiet(m_answers);
        for (int r = 0; r < static_cast<int>(m_run.questions.size()); ++r) {
            const auto& question = m_run.questions[r];
            m_answers->setItem(r, 0, cell(q(question.question)));
            for (int p = 0; p < static_cast<int>(platforms.size()); ++p) {
                const auto a = gp::checklist::answerFor(question, m_run.inputs.plan, m_run.inputs.platforms[p]);
                auto* item = new QTableWidgetItem(q(a.text));
                // Known answers can be confirmed; every answer can be replaced by the user's own words.
                item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsEditable |
                               (a.known ? Qt::ItemIsUserCheckable : Qt::NoItemFlags));
                if (a.known)
                    item->setCheckState(Qt::Unchecked);
                item->setData(kPrefillRole, q(a.text));
                item->setData(kSourceRole,
                              a.source.empty() ? QString() : tr("Source: %1 (%2)").arg(q(a.source), q(a.asOf)));
                styleAnswer(item);
                m_answers->setItem(r, p + 1, item);
            }
        }
    }
    applyUserAnswers();
    m_answers->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);

    // Gaps: blocking ones highlighted.
    m_gaps->clear();
    m_gaps->setColumnCount(3);
    m_gaps->setHorizontalHeaderLabels({tr("Platform"), tr("Severity"), tr("Gap")});
    int rows = 0;
    for (const auto& p : platforms)
        rows += static_cast<int>(p.gaps.size());
    m_gaps->setRowCount(rows);
    int r = 0;
    const QColor blocking(248, 215, 218);
    for (const auto& p : platforms) {
        for (const auto& g : p.gaps) {
            const bool block = g.severity == gp::checklist::GapSeverity::Blocking;
            QTableWidgetItem* items[] = {cell(q(p.providerName)), cell(block ? tr("blocking") : tr("caution")),
                                         cell(gp::text::render(g.message))};
            for (int c = 0; c < 3; ++c) {
                if (block)
                    items[c]->setBackground(blocking);
                m_gaps->setItem(r, c, items[c]);
            }
            ++r;
        }
    }
    m_gaps->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
    m_gaps->resizeColumnToContents(0);
    m_gaps->resizeColumnToContents(1);

    if (!m_name->isModified() && m_editing < 0)
        m_name->setText(tr("Checklist: %1").arg(m_candidates[index].name));
    m_added->clear();
}

void ChecklistWizard::applyUserAnswers()
{
    const auto& platforms = m_run.evaluation.platforms;
    for (int r = 0; r < m_answers->rowCount() && r < static_cast<int>(m_run.questions.size()); ++r)
        for (int p = 0; p < static_cast<int>(platforms.size()); ++p) {
            const auto it = m_loadedAnswers.find({platforms[p].providerKey, m_run.questions[r].key});
            QTableWidgetItem* item = m_answers->item(r, p + 1);
            if (it == m_loadedAnswers.end() || !item)
                continue;
            if (!it->second.text.isEmpty())
                item->setText(it->second.text); // restyled by itemChanged
            else if (it->second.confirmed && item->flags().testFlag(Qt::ItemIsUserCheckable))
                item->setCheckState(Qt::Checked);
        }
}

ChecklistUserAnswers ChecklistWizard::userAnswers() const
{
    ChecklistUserAnswers out;
    const auto& platforms = m_run.evaluation.platforms;
    for (int r = 0; r < m_answers->rowCount() && r < static_cast<int>(m_run.questions.size()); ++r)
        for (int p = 0; p < static_cast<int>(platforms.size()); ++p) {
            const QTableWidgetItem* item = m_answers->item(r, p + 1);
            if (!item)
                continue;
            const QString text = item->text().trimmed();
            const bool own = !text.isEmpty() && text != item->data(kPrefillRole).toString();
            const bool confirmed = item->flags().testFlag(Qt::ItemIsUserCheckable) && item->checkState() == Qt::Checked;
            if (own || confirmed)
                out[{platforms[p].providerKey, m_run.questions[r].key}] = {confirmed, own ? text : QString()};
        }
    return out;
}

QString ChecklistWizard::addToWorkspace()
{
    const int index = m_scenario->currentIndex();
    if (!m_workspace || !m_run.ok() || m_run.evaluation.platforms.empty() || index < 0 ||
        index >= static_cast<int>(m_candidates.size()))
        return {};
    const Candidate& c = m_candidates[index];
    QString name = m_name->text().trimmed();
    if (name.isEmpty())
        name = tr("Checklist: %1").arg(c.name);
    const WorkspaceChecklistEvaluation record =
        recordChecklistRun(m_run, {name, c.id, c.name, QDate::currentDate().toString(Qt::ISODate)}, userAnswers());
    QString id;
    if (m_editing >= 0 && m_editing < m_workspace->checklistEvaluationCount()) {
        m_workspace->setChecklistEvaluation(m_editing, record); // one undo step
        id = m_workspace->checklistEvaluation(m_editing).id;
        m_added->setText(tr("Updated \u201c%1\u201d in the workspace.").arg(name));
    } else {
        id = m_workspace->addChecklistEvaluation(record); // one undo step
        // Pressing again updates this evaluation rather than adding a second copy.
        m_editing = m_workspace->checklistEvaluationCount() - 1;
        m_add->setText(tr("Update in workspace"));
        m_added->setText(tr("Kept in the workspace as \u201c%1\u201d: saved with the .gpuplan and shown in proposals "
                            "(Checklist menu to reopen; Edit > Undo to take it out).")
                             .arg(name));
    }
    return id;
}

bool ChecklistWizard::loadSaved(int index)
{
    if (!m_workspace || index < 0 || index >= m_workspace->checklistEvaluationCount())
        return false;
    const WorkspaceChecklistEvaluation& e = m_workspace->checklistEvaluation(index);
    int scenario = -1;
    for (int i = 0; i < static_cast<int>(m_candidates.size()); ++i)
        if (!e.scenarioId.isEmpty() && m_candidates[i].id == e.scenarioId)
            scenario = i;
    if (scenario < 0) {
        m_savedError->setText(
            tr("Cannot reopen \u201c%1\u201d: its scenario \u201c%2\u201d is no longer in the workspace. "
               "It is still kept, and shown in proposals as evaluated on %3.")
                .arg(e.name, e.scenarioName, e.evaluatedOn));
        return false;
    }
    m_savedError->clear();
    m_scenario->setCurrentIndex(scenario);
    m_personalData->setChecked(e.personalDataIndia);
    m_personalDataChosen = true; // the saved evaluation's answer stands
    m_personalDataReason->clear();
    for (int i = 0; i < m_providers->count(); ++i) {
        const QString key = m_providers->item(i)->data(Qt::UserRole).toString();
        bool chosen = false;
        for (const WorkspaceChecklistPlatform& p : e.platforms)
            chosen = chosen || p.provider == key;
        m_providers->item(i)->setCheckState(chosen ? Qt::Checked : Qt::Unchecked);
    }
    m_loadedWeights.clear();
    for (const WorkspaceChecklistWeight& w : e.weights)
        m_loadedWeights[w.criterion.toStdString()] = w.weight;
    m_loadedAnswers.clear();
    for (const WorkspaceChecklistPlatform& p : e.platforms)
        for (const WorkspaceChecklistAnswer& a : p.answers)
            if (a.origin == WorkspaceChecklistAnswer::Origin::Confirmed ||
                a.origin == WorkspaceChecklistAnswer::Origin::User)
                m_loadedAnswers[{p.provider.toStdString(), a.question.toStdString()}] = {
                    a.origin == WorkspaceChecklistAnswer::Origin::Confirmed,
                    a.origin == WorkspaceChecklistAnswer::Origin::User ? a.answer : QString()};
    m_name->setText(e.name);
    m_editing = index;
    m_add->setText(tr("Update in workspace"));
    const int item = m_saved->findData(index);
    if (item >= 0)
        m_saved->setCurrentIndex(item);
    return true;
}
