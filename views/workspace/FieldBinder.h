#pragma once
// Binds editor widgets to one field of a gp::Scenario each: loads values without echoing edits, turns a
// user edit into "the scenario with this field changed" (which the view sends through the undo stack,
// never writing the Scenario itself), and shows the engine's FieldErrors next to the field they name.
#include "planning/Estimate.h"
#include "planning/Scenario.h"

#include <QObject>
#include <QString>
#include <QVariant>

#include <functional>
#include <vector>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QSpinBox;
class QWidget;

class FieldBinder : public QObject {
    Q_OBJECT
public:
    template <typename T> using Get = std::function<T(const gp::Scenario&)>;
    template <typename T> using Set = std::function<void(gp::Scenario&, T)>;

    explicit FieldBinder(QObject* parent = nullptr);

    // The scenario edits start from (the document's current value).
    void setSource(std::function<gp::Scenario()> current) { m_current = std::move(current); }

    QSpinBox* addInt(QFormLayout* form, const QString& label, const QString& path, const QString& suffix,
                     const QString& tip, int min, int max, Get<int> get, Set<int> set);
    QDoubleSpinBox* addDouble(QFormLayout* form, const QString& label, const QString& path, const QString& suffix,
                              const QString& tip, int decimals, double min, double max, Get<double> get,
                              Set<double> set);
    // Items are filled by the caller (text + data); get/set speak the item data.
    QComboBox* addCombo(QFormLayout* form, const QString& label, const QString& path, const QString& tip,
                        Get<QVariant> get, Set<QVariant> set);
    QCheckBox* addCheck(QFormLayout* form, const QString& text, const QString& path, const QString& tip, Get<bool> get,
                        Set<bool> set);
    // A widget bound by hand (e.g. the offers list): registered for error display and loading.
    void addCustom(QFormLayout* form, const QString& label, const QString& path, QWidget* widget,
                   std::function<void(const gp::Scenario&)> load);

    void load(const gp::Scenario& scenario);
    bool isLoading() const { return m_loading; }
    // Emits edited() for a custom widget's change.
    void commit(const QString& path, const std::function<void(gp::Scenario&)>& apply);

    // Shows each error next to its field (red frame + message); returns those no field claims.
    std::vector<gp::FieldError> showErrors(const std::vector<gp::FieldError>& errors);
    QString errorShownFor(const QString& path) const; // the message next to `path`'s field ("" = none)
    QWidget* widgetFor(const QString& path) const;

Q_SIGNALS:
    void edited(const gp::Scenario& changed, const QString& path);

private:
    struct Binding {
        QString path;
        QWidget* widget = nullptr;
        QLabel* error = nullptr;
        std::function<void(const gp::Scenario&)> load;
    };
    QWidget* wrap(QFormLayout* form, const QString& label, QWidget* field, const QString& path, const QString& tip,
                  std::function<void(const gp::Scenario&)> load);
    int match(const QString& errorPath) const;

    std::vector<Binding> m_bindings;
    std::function<gp::Scenario()> m_current;
    bool m_loading = false;
};
