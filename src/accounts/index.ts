// The accounts capability's public entry: other capabilities import from here, never from its files (.dependency-cruiser.cjs).
export { listAdminUsers, roleSchema, setUserRole, userListSchema } from "./admin-users";
