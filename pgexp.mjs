import postgres from "postgres";
const url = "postgres://arcana:arcana@127.0.0.1:5432/postgres";
const sql = postgres(url, { max: 2, onnotice: () => {}, connect_timeout: 2 });
const admin = postgres(url, { max: 1 });
await sql`select 1`;
const [{ pid }] = await sql`select pg_backend_pid() as pid`;
await admin`select pg_terminate_backend(${pid})`;
for (let i = 0; i < 3; i++) {
  try { await sql.unsafe("select 1 as x", [], { prepare: true }); console.log("ok", i); } catch (e) { console.log("err", i, e.name, e.code, e.message); }
}
const dead = postgres("postgres://arcana:arcana@127.0.0.1:5999/postgres", { connect_timeout: 2 });
const t = Date.now();
try { await dead`select 1`; } catch (e) { console.log("refused", e.name, e.code, e.message, Date.now() - t, "ms"); }
await sql.end(); await admin.end(); await dead.end();
