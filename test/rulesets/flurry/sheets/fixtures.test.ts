import { describeSliceFixtures } from "../../../helpers/slice-fixtures.js";
import { buildFixtures } from "./fixture-sources.js";

describeSliceFixtures("flurry", buildFixtures);
