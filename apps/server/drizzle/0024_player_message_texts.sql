-- The messages to players (docs/features/player-messages.md): every existing island gets each
-- message's default text as a chatbot reply, as a new island does (DEFAULT_INTENTS); a reply an
-- island already has for the intent is kept. Data only, no schema change.
INSERT INTO "chatbot_responses" ("tenant_id", "intent", "response", "alter_response")
SELECT "islands"."id", "texts"."intent", "texts"."response", ''
  FROM "islands"
 CROSS JOIN (VALUES
  ('aviso_carga_aprobada', '¡Listo! Acreditamos tu carga de {monto}. Tu saldo ahora es {saldo}.'),
  ('aviso_rechazo_monto', 'No pudimos acreditar tu comprobante de {monto}: el monto no coincide con la transferencia. Revisalo y envianos el comprobante correcto.'),
  ('aviso_rechazo_titular', 'No pudimos acreditar tu comprobante de {monto}: el titular de la cuenta no coincide. La transferencia tiene que salir de una cuenta a tu nombre.'),
  ('aviso_rechazo_imagen', 'No pudimos acreditar tu comprobante de {monto}: la imagen no es válida. Envianos la captura original del comprobante.'),
  ('aviso_rechazo_repetido', 'Tu comprobante de {monto} ya había sido cargado antes, así que no se acredita de nuevo.'),
  ('aviso_pospuesto_sin_acreditar', 'Recibimos tu comprobante de {monto}, pero la transferencia todavía no llegó a nuestra cuenta. Te avisamos apenas se acredite.'),
  ('aviso_pospuesto_titular', 'Para acreditar tu comprobante de {monto} necesitamos el nombre y apellido del titular de la cuenta desde la que transferiste. Respondé este mensaje con ese nombre.'),
  ('aviso_retiro_aprobado', 'Tu retiro de {monto} fue aprobado. Te avisamos cuando esté pagado.'),
  ('aviso_retiro_pagado', '¡Te pagamos el retiro de {monto}! Número de operación del banco: {operacion}.'),
  ('aviso_retiro_rechazado', 'Tu retiro de {monto} fue rechazado: {motivo}. El monto volvió a tu saldo.')
) AS "texts" ("intent", "response")
ON CONFLICT ("tenant_id", "intent") DO NOTHING;
