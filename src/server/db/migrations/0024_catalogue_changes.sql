CREATE TABLE "catalogue_changes" (
	"revision" integer PRIMARY KEY NOT NULL,
	"change" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
