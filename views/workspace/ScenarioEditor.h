// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Every engine input of one scenario (planning/Scenario.h): one row per entry of the field list
// (planning/ScenarioFields.h), grouped in its sections, each with its unit and tooltip, shown for the tasks
// that read it. It never changes a scenario itself: an edit emits edited(changedCopy, path) and the
// workspace view pushes it through the document's undo stack; the document's new value comes back
// through setScenario(). Engine FieldErrors appear next to the field they name.
#include "planning/CatalogSnapshot.h"
#include "planning/Estimate.h"
#include "planning/Scenario.h"
#include "planning/ScenarioFields.h"

#include <QWidget>

#include <memory>
#include <vector>

class FieldBinder;
class QFormLayout;
class QGroupBox;
class QLabel;
class OfferPicker;
class QScrollArea;

class ScenarioEditor : public QWidget {
    Q_OBJECT
public:
    explicit ScenarioEditor(QWidget* parent = nullptr);

    // Shared with the workspace and passed on, never copied (Workspace::sharedCatalog).
    void setCatalog(std::shared_ptr<const gp::CatalogSnapshot> catalog);
    void setCatalog(const gp::CatalogSnapshot& catalog) // a copy, shared from then on (tests)
    {
        setCatalog(std::make_shared<const gp::CatalogSnapshot>(catalog));
    }
    void setScenario(const gp::Scenario& scenario);
    const gp::Scenario& scenario() const { return m_scenario; }
    // Errors next to their fields; errors no field claims and the engine's notes (already rendered by the text
    // layer) go to the banner at the top.
    void setProblems(const std::vector<gp::FieldError>& errors, const QStringList& notes);
    void setEditable(bool on);
    // The currency the offer picker shows prices in (the workspace's); empty = the scenario's own.
    void setDisplayCurrency(const QString& currency);
    OfferPicker* offerPicker() const { return m_offers; }

    QString errorShownFor(const QString& path) const; // for tests: the message next to a field
    QWidget* fieldWidget(const QString& path) const;
    int visibleRowCount() const; // for tests: the rows shown for the current scenario

Q_SIGNALS:
    void edited(const gp::Scenario& changed, const QString& path);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    struct Row {
        const gp::ScenarioField* field;
        QWidget* widget; // the form row's field (with its message)
        QFormLayout* form;
        QGroupBox* section;
    };
    QWidget* addOffers(QFormLayout* form, const gp::ScenarioField& field);
    void fillOffers();
    void updateRowVisibility();

    FieldBinder* m_binder;
    QScrollArea* m_scroll = nullptr; // holds the sections; as wide as the widest shown row
    gp::Scenario m_scenario;
    QLabel* m_banner = nullptr;
    std::vector<Row> m_rows;
    std::vector<QGroupBox*> m_sections;
    OfferPicker* m_offers = nullptr;
    QString m_displayCurrency;
};
