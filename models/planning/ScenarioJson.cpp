#include "ScenarioJson.h"
// Minimal first version: filled in by the next commit.
namespace gp {
nlohmann::json ScenarioJson::toJson(const Scenario&) { return nlohmann::json::object(); }
ScenarioParse ScenarioJson::fromJson(const nlohmann::json&) { return {Scenario{}, {}}; }
ScenarioParse ScenarioJson::fromText(const std::string& text)
{
    auto j = nlohmann::json::parse(text, nullptr, false);
    if (j.is_discarded())
        return {std::nullopt, {{"", "not valid JSON"}}};
    return fromJson(j);
}
nlohmann::json ScenarioJson::modelToJson(const ModelArchitecture&) { return nlohmann::json::object(); }
std::string_view ScenarioJson::name(Task) { return ""; }
std::string_view ScenarioJson::name(TrainPrecision) { return ""; }
std::string_view ScenarioJson::name(Optimizer) { return ""; }
std::string_view ScenarioJson::name(Recompute) { return ""; }
std::string_view ScenarioJson::name(WeightFormat) { return ""; }
std::string_view ScenarioJson::name(KvPrecision) { return ""; }
std::optional<Task> ScenarioJson::parseTask(std::string_view) { return std::nullopt; }
std::optional<TrainPrecision> ScenarioJson::parsePrecision(std::string_view) { return std::nullopt; }
std::optional<Optimizer> ScenarioJson::parseOptimizer(std::string_view) { return std::nullopt; }
std::optional<Recompute> ScenarioJson::parseRecompute(std::string_view) { return std::nullopt; }
std::optional<WeightFormat> ScenarioJson::parseWeightFormat(std::string_view) { return std::nullopt; }
std::optional<KvPrecision> ScenarioJson::parseKvPrecision(std::string_view) { return std::nullopt; }
} // namespace gp
