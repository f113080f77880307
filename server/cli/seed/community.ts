import type { AppDeps } from "../../lib/context";
import type { DemoUsers } from "../seed";

export async function seedCommunity(_deps: AppDeps, _users: DemoUsers) {}
