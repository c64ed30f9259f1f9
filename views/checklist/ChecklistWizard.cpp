#include "ChecklistWizard.h"

#include "catalog/CatalogStore.h"
#include "charts/ChecklistCriteriaChart.h"
#include "document/Workspace.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
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
    auto* item = new QTableWidgetItem(text);   // table items draw plain text
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    if (!tooltip.isEmpty())
        item->setToolTip(tooltip.toHtmlEscaped());
    return item;
}

} // namespace

ChecklistWizard::ChecklistWizard(const CatalogStore* store, std::vector<Candidate> scenarios, QWidget* parent)
    : QWizard(parent), m_store(store), m_candidates(std::move(scenarios))
{
    setWindowTitle(tr("Platform checklist"));
    setWizardStyle(QWizard::ClassicStyle);
    setPage(WorkloadPage, workloadPage());
    setPage(PlatformsPage, platformsPage());
    setPage(WeightsPage, weightsPage());
    setPage(ResultPage, resultPage());
    resize(1200, 760);
}

void ChecklistWizard::openFor(const CatalogStore* store, const Workspace* workspace, QWidget* parent)
{
    std::vector<Candidate> candidates;
    for (int i = 0; workspace && i < workspace->scenarioCount(); ++i)
        candidates.push_back({workspace->scenario(i).name, workspace->effectiveScenario(i)});
    ChecklistWizard wizard(store, std::move(candidates), parent);
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
        m_scenario->addItem(c.name);   // QComboBox items draw plain text
    form->addRow(tr("Scenario"), m_scenario);
    m_personalData = new QCheckBox(tr("Processes personal data of people in India (asks the DPDP question)"), page);
    form->addRow(QString(), m_personalData);
    return page;
}

QWizardPage* ChecklistWizard::platformsPage()
{
    auto* page = new ProviderChoicePage;
    page->setTitle(tr("Candidate platforms"));
    page->setSubTitle(tr("Tick two or more providers to compare."));
    auto* layout = new QVBoxLayout(page);
    m_providers = new QListWidget(page);
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
    for (QTableWidget* t : {m_scores, m_answers, m_gaps}) {
        t->verticalHeader()->setVisible(false);
        // Rows follow their wrapped text as the columns get their widths (a one-off resize ran too early).
        t->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
        t->setWordWrap(true);
        t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    }
    top->setSizes({360, 840});
    split->setSizes({350, 270, 140});
    layout->addWidget(split, 1);
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
    for (const gp::checklist::CriterionWeight& w : catalog::checklistDefaultWeights(*m_store, m_candidates[index].scenario)) {
        auto* box = new QDoubleSpinBox;
        box->setRange(0, 100);
        box->setDecimals(1);
        box->setValue(w.weight);
        m_weightsForm->addRow(plainLabel(q(w.name), nullptr), box);
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
    m_run = catalog::runChecklist(*m_store, m_candidates[index].scenario, checkedProviders(), m_personalData->isChecked(),
                                  weights);
    if (!m_run.ok()) {
        QStringList lines;
        for (const std::string& e : m_run.inputs.errors)
            lines << q(e);
        m_status->setText(tr("The checklist cannot be evaluated: %1").arg(lines.join(QStringLiteral("; "))));
        return;
    }
    const auto& platforms = m_run.evaluation.platforms;
    QString status = tr("Scores weigh each criterion relative to the best candidate; an unknown criterion counts 0.");
    for (const std::string& note : m_run.evaluation.notes)
        status += QStringLiteral("\n") + q(note);
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
    const QColor unknown(255, 243, 205);
    for (int r = 0; r < static_cast<int>(m_run.questions.size()); ++r) {
        const auto& question = m_run.questions[r];
        m_answers->setItem(r, 0, cell(q(question.question)));
        for (int p = 0; p < static_cast<int>(platforms.size()); ++p) {
            const auto a = gp::checklist::answerFor(question, m_run.inputs.plan, m_run.inputs.platforms[p]);
            QString source = a.source.empty() ? QString() : tr("Source: %1 (%2)").arg(q(a.source), q(a.asOf));
            auto* item = cell(q(a.text), source);
            if (!a.known)
                item->setBackground(unknown);
            m_answers->setItem(r, p + 1, item);
        }
    }
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
                                         cell(q(g.message))};
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
}
