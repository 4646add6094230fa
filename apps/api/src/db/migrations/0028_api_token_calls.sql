CREATE TABLE "api_token_calls" (
	"token_id" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"calls" integer NOT NULL,
	CONSTRAINT "api_token_calls_token_id_window_start_pk" PRIMARY KEY("token_id","window_start")
);
